import type { TableColumnMeta } from '../../core/api/tableMetaContract';
import { formatCellNumber } from '../model/formatCellNumber';
import type { ColumnSlot } from './ColumnSlot';
import { pinStyle } from './pinStyle';

export interface FooterCellsProps {
  slots: readonly ColumnSlot[];
  /** Footer value of each column that has one, by column id as text. */
  values: ReadonlyMap<string, number | null>;
  /** Text of the '№' cell (the table footer says 'Жами'). */
  label?: string;
  /** The element of the label cell: 'th' makes the label the row's header; every other cell is a `td`. */
  as?: 'td' | 'th';
}

/**
 * The cells of a footer row, one per drawn column: a column's footer value with its decimals
 * (formatCellNumber), footerAlign and footerNowrap; empty where a column has no footer.
 *
 * @example
 * <tr><FooterCells slots={slots} values={footers} label={t('Жами')} /></tr>
 */
export function FooterCells({ slots, values, label = '', as: Cell = 'td' }: FooterCellsProps) {
  return (
    <>
      {slots.map((slot) => {
        const pinClass = slot.pin ? ` pl-table__cell--pinned-${slot.pin}` : '';
        if (slot.kind !== 'leaf') {
          // Only the label ('Жами') heads the row; an empty header cell names nothing (axe empty-table-header).
          const Label = slot.kind === 'number' && label ? Cell : 'td';
          return (
            <Label
              key={slot.key}
              className={`pl-table__foot-cell${pinClass}`}
              style={pinStyle(slot.pin, slot.index)}
              scope={Label === 'th' ? 'row' : undefined}
            >
              {slot.kind === 'number' ? label : ''}
            </Label>
          );
        }
        // The totals are the row's data, headed by its label.
        return (
          <td key={slot.key} className={footerClasses(slot.column) + pinClass} style={pinStyle(slot.pin, slot.index)}>
            {footerText(slot.column, values.get(String(slot.column.id)))}
          </td>
        );
      })}
    </>
  );
}

function footerClasses(column: TableColumnMeta): string {
  const align = column.footerAlign ?? column.dataAlign;
  return ['pl-table__foot-cell', align && `pl-table__cell--${align}`, column.footerNowrap && 'pl-table__cell--nowrap']
    .filter(Boolean)
    .join(' ');
}

function footerText(column: TableColumnMeta, value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return formatCellNumber(column, value) || String(value);
}

import { memo } from 'react';
import type { EvaluateExpression } from '../../core/expression/EvaluateExpression';
import type { TableColumnMeta } from '../../core/api/tableMetaContract';
import type { Translate } from '../../ui/useTranslator';
import { fillLinkTemplate } from '../data/fillLinkTemplate';
import { conditionalCellColors } from '../model/conditionalCellColors';
import { formatCellValue } from '../model/formatCellValue';
import { pinStyle } from './pinStyle';
import { TableLink } from './TableLink';
import type { TableLinks } from './TableLinks';

export interface DataCellProps {
  column: TableColumnMeta;
  row: Record<string, unknown>;
  slotIndex: number;
  pin: 'left' | 'right' | null;
  /** Split rows: the rows this cell spans (1 for an ordinary cell). */
  rowSpan: number;
  evaluate: EvaluateExpression;
  links: TableLinks;
  /** The reader's language, for the 'translate' cell format. */
  t: Translate;
}

/**
 * One data cell (docs/behaviour.md §4, §2 Table column): the formatted value, the column's alignment and nowrap, the
 * conditional colours when the column's condition holds for the row, and the column's link with the row's
 * fields filled in. A broken format or condition is logged and the cell stays plain text (docs/behaviour.md §9).
 *
 * @example
 * <DataCell column={amount} row={row} slotIndex={3} pin={null} rowSpan={1} evaluate={evaluateExpression} links={links} t={t} />
 */
export const DataCell = memo(function DataCell({ column, row, slotIndex, pin, rowSpan, evaluate, links, t }: DataCellProps) {
  const text = formatCellValue(column, row, { lookup: t });
  const colours = conditionalCellColors(column, row, evaluate);
  const classes = [
    'pl-table__td',
    column.dataAlign && `pl-table__cell--${column.dataAlign}`,
    column.dataNowrap && 'pl-table__cell--nowrap',
    pin && `pl-table__cell--pinned-${pin}`,
    (colours.color || colours.backgroundColor) && 'pl-table__td--conditional',
    colours.color && 'pl-table__td--coloured',
  ];
  return (
    <td
      className={classes.filter(Boolean).join(' ')}
      rowSpan={rowSpan > 1 ? rowSpan : undefined}
      style={{ ...pinStyle(pin, slotIndex), ...colours }}
    >
      {column.link ? (
        <TableLink link={fillLinkTemplate(column.link, row)} links={links} className="pl-table__link">
          {text}
        </TableLink>
      ) : (
        text
      )}
    </td>
  );
});

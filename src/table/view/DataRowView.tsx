import { memo } from 'react';
import type { TableButtonMeta } from '../../core/api/tableContract';
import type { EvaluateExpression } from '../../core/expression/EvaluateExpression';
import type { Translate } from '../../ui/useTranslator';
import type { ColumnSlot } from './ColumnSlot';
import { DataCell } from './DataCell';
import { pinStyle } from './pinStyle';
import { RowButtonsCell } from './RowButtonsCell';
import type { TableLinks } from './TableLinks';

export interface DataRowViewProps {
  row: Record<string, unknown>;
  /** Position of the row in display order (the engine's row model), for keyboard moves and events. */
  index: number;
  /** Position of the line among the body lines, for the virtualizer's measurements. */
  lineIndex: number;
  number: number;
  slots: readonly ColumnSlot[];
  /** Split rows: the field whose cells merge, and this row's span for it (0: covered by a row above). */
  splitField: string | null;
  splitSpan: number;
  selected: boolean;
  /** Keyboard navigation on: the row is focusable, with tabindex 0 when it is the active one. */
  navigable: boolean;
  active: boolean;
  rowButtons: readonly TableButtonMeta[];
  evaluate: EvaluateExpression;
  links: TableLinks;
  t: Translate;
  measureRef?: (node: HTMLTableRowElement | null) => void;
}

/**
 * One data row: the row number, a cell per data column (split cells covered by the row above are not drawn)
 * and the row buttons. Memoised with no callbacks of its own (clicks and keys are handled on the body), so
 * a scroll or a selection change redraws only the rows that changed.
 *
 * @example
 * <DataRowView row={row} index={0} lineIndex={0} number={1} slots={slots} splitField={null} splitSpan={1} ... />
 */
export const DataRowView = memo(function DataRowView(props: DataRowViewProps) {
  const { row, index, lineIndex, number, slots, splitField, splitSpan, selected, navigable, active, rowButtons, evaluate, links, t } =
    props;
  return (
    <tr
      ref={props.measureRef}
      data-row-index={index}
      data-index={lineIndex}
      className={`pl-table__row${selected ? ' pl-table__row--selected' : ''}`}
      aria-selected={navigable ? selected : undefined}
      tabIndex={navigable ? (active ? 0 : -1) : undefined}
    >
      {slots.map((slot) => {
        if (slot.kind === 'number') {
          return (
            <td
              key={slot.key}
              className={`pl-table__td pl-table__td--number${slot.pin ? ' pl-table__cell--pinned-left' : ''}`}
              style={pinStyle(slot.pin, slot.index)}
            >
              {number}
            </td>
          );
        }
        if (slot.kind === 'buttons') {
          return <RowButtonsCell key={slot.key} buttons={rowButtons} row={row} slotIndex={slot.index} pin={slot.pin} links={links} />;
        }
        const split = splitField !== null && slot.column.dataField === splitField;
        if (split && splitSpan === 0) return null;
        return (
          <DataCell
            key={slot.key}
            column={slot.column}
            row={row}
            slotIndex={slot.index}
            pin={slot.pin}
            rowSpan={split ? splitSpan : 1}
            evaluate={evaluate}
            links={links}
            t={t}
          />
        );
      })}
    </tr>
  );
});

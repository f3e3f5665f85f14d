import { useEffect } from 'react';
import type { ColumnId } from '../../core/api/tableMetaContract';
import type { Translate } from '../../ui/useTranslator';
import type { HeaderCell } from '../model/HeaderCell';
import { leafColumns } from '../../core/table/leafColumns';
import type { SortState } from '../../core/table/SortState';
import type { TableColumnModel } from '../model/TableColumnModel';
import type { ColumnSlot } from './ColumnSlot';
import { enterHeaderInOrder, watchTabKey } from './enterHeaderInOrder';
import { followHeaderTabOrder } from './followHeaderTabOrder';
import { HeaderCellView } from './HeaderCellView';
import { pinStyle } from './pinStyle';
import type { TableLinks } from './TableLinks';
import { revealHeaderCell } from './revealHeaderCell';

export interface TableHeadProps {
  model: TableColumnModel;
  slots: readonly ColumnSlot[];
  sort: SortState;
  onSortChange(sort: SortState): void;
  /** The gear link of a column for administrators; absent or null: no gear. */
  columnEditLink?: ((columnId: ColumnId) => string | null) | null;
  links: TableLinks;
  t: Translate;
}

/**
 * The header rows of a data table (docs/behaviour.md §4 nested header groups): the model's header rows of the pinned
 * left, scrolling and pinned right sides laid next to each other (the model gives every side the same
 * depth), with the '№' and row-buttons headers spanning all rows. The whole head is sticky (CSS).
 *
 * @example
 * <TableHead model={model} slots={slots} sort={sort} onSortChange={setSort} links={links} t={t} />
 */
export function TableHead({ model, slots, sort, onSortChange, columnEditLink, links, t }: TableHeadProps) {
  const sides = [model.left, model.center, model.right];
  const depth = Math.max(1, ...sides.map((side) => side.headerRows.length));
  const slotOf = new Map(slots.filter((slot) => slot.kind === 'leaf').map((slot) => [String(slot.column.id), slot]));
  const numberSlot = slots[0];
  const buttonsSlot = slots.find((slot) => slot.kind === 'buttons');

  useEffect(watchTabKey, []);

  const place = (cell: HeaderCell): { index: number; pin: ColumnSlot['pin']; column: number } => {
    const leaves = cell.column.children?.length ? leafColumns(cell.column.children) : [cell.column];
    const first = slotOf.get(String(leaves[0]?.id));
    const last = slotOf.get(String(leaves[leaves.length - 1]?.id));
    // A right-pinned group measures its offset from its last leaf, a left-pinned one from its first.
    const anchor = first?.pin === 'right' ? last : first;
    return { index: anchor?.index ?? 0, pin: anchor?.pin ?? null, column: first?.index ?? 0 };
  };

  return (
    // Tab follows the columns left to right across the header rows, and shows the focused cell whole.
    <thead
      className="pl-table__head"
      onKeyDown={followHeaderTabOrder}
      onFocus={(event) => enterHeaderInOrder(event) || revealHeaderCell(event)}
    >
      {Array.from({ length: depth }, (_, row) => (
        <tr key={row}>
          {row === 0 ? (
            <th
              scope="col"
              rowSpan={depth > 1 ? depth : undefined}
              data-slot={numberSlot.index}
              className={`pl-table__th pl-table__th--number${numberSlot.pin ? ' pl-table__cell--pinned-left' : ''}`}
              style={pinStyle(numberSlot.pin, numberSlot.index)}
            >
              №
            </th>
          ) : null}
          {sides.flatMap((side) =>
            (side.headerRows[row] ?? []).map((cell) => {
              const { index, pin, column } = place(cell);
              return (
                <HeaderCellView
                  key={String(cell.column.id)}
                  cell={cell}
                  slotIndex={index}
                  column={column}
                  pin={pin}
                  sort={sort}
                  onSortChange={onSortChange}
                  editLink={columnEditLink ? columnEditLink(cell.column.id) : null}
                  links={links}
                  t={t}
                />
              );
            }),
          )}
          {row === 0 && buttonsSlot ? (
            <th
              scope="col"
              rowSpan={depth > 1 ? depth : undefined}
              data-slot={buttonsSlot.index}
              className={`pl-table__th pl-table__th--buttons${buttonsSlot.pin ? ' pl-table__cell--pinned-right' : ''}`}
              style={pinStyle(buttonsSlot.pin, buttonsSlot.index)}
            >
              {t('Амаллар')}
            </th>
          ) : null}
        </tr>
      ))}
    </thead>
  );
}

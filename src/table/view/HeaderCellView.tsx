import { GEAR_LINK_PROPS, GEAR_SCOPE_PROPS } from '../../ui/gearLink';
import type { Translate } from '../../ui/useTranslator';
import type { HeaderCell } from '../model/HeaderCell';
import { nextSort } from '../model/nextSort';
import type { SortState } from '../../core/table/SortState';
import { HeaderComponent, useHasHeaderComponent } from './HeaderComponents';
import { HintButton } from './HintButton';
import { pinStyle } from './pinStyle';
import { TableLink } from './TableLink';
import type { TableLinks } from './TableLinks';

export interface HeaderCellViewProps {
  cell: HeaderCell;
  /** Slot index of the leaf (leaves) or of the first/last leaf (groups), for the sticky offset. */
  slotIndex: number;
  /** Slot index of the (first) leaf, in the order the columns show: the header's Tab order (followHeaderTabOrder). */
  column: number;
  pin: 'left' | 'right' | null;
  sort: SortState;
  onSortChange(sort: SortState): void;
  /** The administrator's gear link for this column, or null for everyone else. */
  editLink: string | null;
  links: TableLinks;
  t: Translate;
}

/**
 * One header cell: a group spanning its leaves, or a leaf whose title sorts the table when the column is
 * sortable (docs/behaviour.md §4: ascending, descending, none; another column starts ascending). The sorted column
 * carries `aria-sort`. A hint shows as a tooltip button, and administrators get the column's gear link.
 * A `headerComponent` naming one of the project's components is drawn after the title (HeaderComponent), so
 * the title stays visible, translated and the cell's accessible name.
 *
 * @example
 * <HeaderCellView cell={cell} slotIndex={2} column={2} pin={null} sort={sort} onSortChange={setSort} editLink={null} links={links} t={t} />
 */
export function HeaderCellView({ cell, slotIndex, column: order, pin, sort, onSortChange, editLink, links, t }: HeaderCellViewProps) {
  const { column } = cell;
  const isGroup = Boolean(column.children?.length);
  const sortable = !isGroup && Boolean(column.sortable && column.dataField);
  const custom = useHasHeaderComponent(column.headerComponent);
  const title = (
    <>
      <span>{column.title}</span>
      {custom ? <HeaderComponent name={column.headerComponent!} column={String(column.dataField ?? column.id)} /> : null}
    </>
  );
  const sorted = sort && String(sort.columnId) === String(column.id) ? sort.order : null;
  const classes = [
    'pl-table__th',
    isGroup && 'pl-table__th--group',
    pin && `pl-table__cell--pinned-${pin}`,
    column.dataAlign && !isGroup && `pl-table__cell--${column.dataAlign}`,
  ];
  return (
    <th
      scope={isGroup ? 'colgroup' : 'col'}
      colSpan={cell.colSpan > 1 ? cell.colSpan : undefined}
      rowSpan={cell.rowSpan > 1 ? cell.rowSpan : undefined}
      data-slot={isGroup ? undefined : slotIndex}
      data-col={order}
      aria-sort={sorted === 1 ? 'ascending' : sorted === -1 ? 'descending' : undefined}
      className={classes.filter(Boolean).join(' ')}
      {...(editLink ? GEAR_SCOPE_PROPS : {})}
      style={{ ...pinStyle(pin, slotIndex), ...(column.width && !isGroup ? { minWidth: column.width } : {}) }}
    >
      <span className="pl-table__th-content">
        {sortable ? (
          <button type="button" className="pl-table__sort" onClick={() => onSortChange(nextSort(sort, column.id))}>
            {title}
            <span className="pl-table__sort-icon" aria-hidden="true">
              {sorted === 1 ? '▲' : sorted === -1 ? '▼' : '↕'}
            </span>
          </button>
        ) : (
          title
        )}
        {column.hint ? <HintButton text={column.hint} /> : null}
        {editLink ? (
          <TableLink
            link={editLink}
            links={links}
            className="pl-table__gear"
            {...GEAR_LINK_PROPS}
            aria-label={t('Таҳрирлаш: {0}', { 0: column.title })}
          >
            <span aria-hidden="true">⚙</span>
          </TableLink>
        ) : null}
      </span>
    </th>
  );
}

import { useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import type { TableColumnMeta } from '../../core/api/tableMetaContract';
import { evaluateExpression } from '../../core/expression/sandbox/evaluateExpression';
import { resolveFooters } from '../../core/footers/resolveFooters';
import { rowsAggregateSource } from '../../core/footers/rowsAggregateSource';
import { dispatchElementEvent } from '../../core/elements/dispatchElementEvent';
import { PLATON_TABLE_API } from '../../core/elements/platonTableApi';
import { fillLinkTemplate } from '../data/fillLinkTemplate';
import { buildColumnModel } from '../model/buildColumnModel';
import { fixedSidesDrawn } from '../model/fixedSidesDrawn';
import { footerVisible } from '../model/footerVisible';
import { useTableStyles } from '../styles/useTableStyles';
import { columnSlots } from './columnSlots';
import type { DataTableProps } from './DataTableProps';
import { FooterCells } from './FooterCells';
import { layoutBodyLines } from './layoutBodyLines';
import { TableBody } from './TableBody';
import { TableHead } from './TableHead';
import { useTableEngine } from './useTableEngine';
import { usePinnedOffsets } from './usePinnedOffsets';
import { useElementWidth } from './useElementWidth';
import { useViewportSize } from './useViewportSize';

const NO_BUTTONS: NonNullable<DataTableProps['buttons']> = [];
const NO_ROWS: DataTableProps['rows'] = [];
/** Estimates for what pins with the sides beside the columns: the '№' column and one row button. */
const NUMBER_COLUMN_WIDTH = 48;
const ROW_BUTTON_WIDTH = 100;
const PIN_ROOM_STEP = 40;

/**
 * A server-defined table's grid (docs/behaviour.md §4) on TanStack Table v9: nested header groups with a sticky head,
 * columns pinned left and right (not below 768 px), grouping with group headers and footers, split rows,
 * the row-number column, sorting by header (asc, desc, none), conditional colours, links, row buttons,
 * footers from the totals, single-row selection, keyboard navigation when the table asks for it, and a
 * virtualized body for long pages. The host element hears `platon-table-row-click` {row, index} and
 * `platon-table-selection-change` {rows} (and their old names, see platonTableApi).
 *
 * @example
 * <DataTable columns={def.columns} settings={def.props} rows={page.rows} sort={sort} onSortChange={setSort} t={t} links={links} />
 */
export function DataTable(props: DataTableProps) {
  const { columns, settings, columnConfig, sort, onSortChange, t, links } = props;
  const evaluate = props.evaluate ?? evaluateExpression;
  const viewport = useViewportSize();
  const width = props.viewportWidth ?? viewport.width;
  const wide = fixedSidesDrawn(width);
  const buttons = props.buttons ?? NO_BUTTONS;
  const rowButtons = useMemo(() => buttons.filter((button) => button.position === 'row'), [buttons]);
  const rootRef = useRef<HTMLDivElement>(null);
  // Adopted before the width is measured (a component's layout effects run in order, a child's before its
  // parent's): measured first, the grid was laid out without its styles, and again with them for the screen's
  // height right after.
  useTableStyles(rootRef);
  // The grid's own width decides how many pinned columns it affords (in steps, so a resize rarely rebuilds).
  const gridWidth = useElementWidth(rootRef, PIN_ROOM_STEP);
  // The rows wait for that width: it is measured in the first commit's layout effects (as the screen's
  // height is), which force a layout, and the rows follow in a second commit before the browser paints.
  // Drawn at once, each measure laid out every cell (about 40 ms each for 100 rows of 20 columns, issue 13).
  const rows = gridWidth === null ? NO_ROWS : props.rows;
  // Of the window's width only the side of 768 px matters, so resizing the window does not rebuild the columns.
  const model = useMemo(
    () =>
      buildColumnModel(columns, settings, columnConfig, width, {
        available: gridWidth,
        leftExtra: NUMBER_COLUMN_WIDTH,
        rightExtra: rowButtons.length * ROW_BUTTON_WIDTH,
      }),
    [columns, settings.leftFixed, settings.rightFixed, columnConfig, wide, gridWidth, rowButtons.length],
  );
  const slots = useMemo(() => columnSlots(model, rowButtons.length > 0), [model, rowButtons.length]);

  // State, not a ref: the body's virtualizer needs the element, and refs of a parent are set after a child's effects.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // The selection handler reports rows the engine built, which exist only once the hook below returned.
  const engineRows = useRef<ReturnType<typeof table.getRowModel>['rows']>([]);
  const table = useTableEngine({
    leaves: model.leaves,
    rows,
    rowKey: settings.rowKey,
    clientSort: Boolean(props.clientSort),
    sort,
    rowSelection,
    onRowSelectionChange(next) {
      setRowSelection(next);
      const chosen = engineRows.current.filter((row) => next[row.id]).map((row) => row.original);
      dispatchElementEvent(rootRef.current, PLATON_TABLE_API, 'platon-table-selection-change', { rows: chosen });
    },
  });
  const modelRows = table.getRowModel().rows;
  engineRows.current = modelRows;

  const footerLeaves = useMemo(() => model.leaves.filter(hasFooter), [model.leaves]);
  // A group footer with no footer column would be an empty line.
  const lines = useMemo(
    () => layoutBodyLines(modelRows, settings.groupBy, footerLeaves.length > 0),
    [modelRows, settings.groupBy, footerLeaves.length],
  );
  const groupCount = lines.groupCount;

  const groupFooter = useMemo(() => {
    const cache = new WeakMap<readonly Record<string, unknown>[], ReadonlyMap<string, number | null>>();
    return (records: readonly Record<string, unknown>[]) => {
      let values = cache.get(records);
      if (!values) {
        values = resolveFooters(model.leaves, rowsAggregateSource(records), evaluate);
        cache.set(records, values);
      }
      return values;
    };
  }, [model.leaves, evaluate]);

  const tableFooter = useMemo(
    () => new Map(Object.entries(props.footers ?? {}).map(([id, value]) => [id, value] as [string, number | null])),
    [props.footers],
  );
  const showFooter = footerLeaves.length > 0 && props.footers != null && footerVisible({ rowCount: rows.length, groupCount });

  usePinnedOffsets(tableRef, slots, showFooter);

  function rowLink(index: number): string | null {
    const row = modelRows[index]?.original;
    const column = model.leaves.find((leaf) => leaf.link);
    const link = column?.link ?? rowButtons[0]?.link;
    return row && link ? fillLinkTemplate(link, row) : null;
  }

  function onRowClick(index: number, event: MouseEvent<HTMLElement>) {
    const row = modelRows[index];
    if (!row) return;
    dispatchElementEvent(rootRef.current, PLATON_TABLE_API, 'platon-table-row-click', { row: row.original, index });
    // A click on a link or button inside the row is that control's, not a selection.
    if ((event.target as HTMLElement).closest('a, button, input, select, textarea')) return;
    row.toggleSelected();
  }

  function onActivate(index: number, event: KeyboardEvent) {
    const link = rowLink(index);
    if (!link) return;
    event.preventDefault();
    if (links.follow) links.follow(link, event);
    else globalThis.location.assign(links.hrefOf(link));
  }

  const maxHeight = Math.min(props.bodyHeight ?? viewport.height, settings.maxHeight || Number.POSITIVE_INFINITY);
  const navigable = Boolean(settings.navigateByKeyboard);

  return (
    <div ref={rootRef} className="pl-table" aria-busy={props.loading || undefined}>
      <div ref={setScrollElement} className="pl-table__scroll" part="grid" style={{ maxHeight }}>
        <table ref={tableRef} className="pl-table__grid" role={navigable ? 'grid' : undefined} aria-labelledby={props.labelledBy}>
          <TableHead
            model={model}
            slots={slots}
            sort={sort}
            onSortChange={onSortChange}
            columnEditLink={props.columnEditLink}
            links={links}
            t={t}
          />
          <TableBody
            lines={lines}
            rowCount={modelRows.length}
            rowId={(index) => modelRows[index].id}
            selected={rowSelection}
            slots={slots}
            splitField={settings.splitRowsBy || null}
            page={props.page ?? 1}
            pageSize={props.pageSize ?? rows.length}
            rowButtons={rowButtons}
            evaluate={evaluate}
            links={links}
            t={t}
            navigable={navigable}
            scrollElement={scrollElement}
            groupFooter={groupFooter}
            emptyText={props.loading || gridWidth === null ? t('Юкланмоқда...') : t('Жадвалда маълумот йўқ')}
            onRowClick={onRowClick}
            onToggle={(index) => modelRows[index]?.toggleSelected()}
            onActivate={onActivate}
          />
          {showFooter ? (
            <tfoot className="pl-table__foot">
              <tr>
                <FooterCells slots={slots} values={tableFooter} label={t('Жами')} as="th" />
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {props.loading && rows.length ? (
        <div className="pl-table__loading" role="status">
          {t('Юкланмоқда...')}
        </div>
      ) : null}
    </div>
  );
}

function hasFooter(column: TableColumnMeta): boolean {
  return Boolean(column.footer?.trim() || column.sumType);
}

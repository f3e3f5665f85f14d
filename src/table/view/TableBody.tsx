import { useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TableButtonMeta } from '../../core/api/tableContract';
import type { EvaluateExpression } from '../../core/expression/EvaluateExpression';
import { rowNumber } from '../model/rowNumber';
import type { BodyLines } from './BodyLines';
import type { ColumnSlot } from './ColumnSlot';
import { DataRowView } from './DataRowView';
import { FooterCells } from './FooterCells';
import { GroupHeaderRow } from './GroupHeaderRow';
import { splitRowSpans } from './splitRowSpans';
import type { Translate } from '../../ui/useTranslator';
import type { TableLinks } from './TableLinks';
import { useFirstScreenful } from './useFirstScreenful';
import { useRowKeyboard } from './useRowKeyboard';

/** Bodies with more lines than this draw only the lines in view (plus overscan). */
const VIRTUALIZE_AFTER = 100;
/** First guess of a line's height before it is measured, in CSS pixels. */
const ESTIMATED_LINE_HEIGHT = 34;
const OVERSCAN = 8;
/** Lines a whole body draws in its first render, the rest one frame later (useFirstScreenful). */
const FIRST_LINES = 30;

export interface TableBodyProps {
  lines: BodyLines;
  /** Number of data rows, and the id of one by its index in display order (the engine's row model). */
  rowCount: number;
  rowId(index: number): string;
  selected: Readonly<Record<string, boolean>>;
  slots: readonly ColumnSlot[];
  splitField: string | null;
  page: number;
  pageSize: number;
  rowButtons: readonly TableButtonMeta[];
  evaluate: EvaluateExpression;
  links: TableLinks;
  /** The reader's language, for cells of the 'translate' format. */
  t: Translate;
  navigable: boolean;
  /** The element that scrolls the body (the table's wrapper). */
  scrollElement: HTMLDivElement | null;
  /** Footer values of a group (its records' aggregates and formulas). */
  groupFooter(records: readonly Record<string, unknown>[]): ReadonlyMap<string, number | null>;
  emptyText: string;
  onRowClick(index: number, event: MouseEvent<HTMLElement>): void;
  onToggle(index: number): void;
  onActivate(index: number, event: KeyboardEvent): void;
}

/**
 * The body of a data table: group headers, data rows and group footers in drawing order. Past
 * VIRTUALIZE_AFTER lines only the lines in view are in the DOM, between two spacer rows that keep the
 * scroll height (TanStack Virtual), so a 10,000-row page or 100,000 client rows keep the DOM small. Clicks
 * and keys are handled here once for all rows; rows carry their index in `data-row-index`. Only the drawn
 * lines are read, so the work of a render does not grow with the row count.
 *
 * @example
 * <TableBody lines={layoutBodyLines(rows, null, false)} rowCount={rows.length} rowId={(i) => rows[i].id} selected={{}} slots={slots} ... />
 */
export function TableBody(props: TableBodyProps) {
  const { lines, rowCount, rowId, selected, slots, splitField, page, pageSize, rowButtons, evaluate, links, navigable, scrollElement } =
    props;
  const virtual = lines.count > VIRTUALIZE_AFTER;
  // Lines not yet drawn are estimated at the most common height of the data rows measured so far: a row then
  // drawn at that height changes no measurement, and the virtualizer does not lay out every line after it
  // again (100,000 of them in a client table) on each frame of a scroll.
  const lineHeight = useRef(0);
  const heightCounts = useRef(new Map<number, number>());
  const virtualizer = useVirtualizer({
    count: lines.count,
    getScrollElement: () => scrollElement,
    estimateSize: () => lineHeight.current || ESTIMATED_LINE_HEIGHT,
    measureElement: (element, entry) => {
      // Exact heights: offsetHeight (the default's first reading) snaps a 33.3 px row to 33 or 34 px by where
      // it sits, and each such difference would re-lay every line after it.
      const box = entry?.borderBoxSize?.[0];
      const size = box ? box.blockSize : element.getBoundingClientRect().height;
      // Only data rows: group lines have heights of their own.
      if (size > 0 && element.hasAttribute('data-row-index')) {
        const seen = (heightCounts.current.get(size) ?? 0) + 1;
        heightCounts.current.set(size, seen);
        if (seen > (heightCounts.current.get(lineHeight.current) ?? 0)) lineHeight.current = size;
      }
      return size;
    },
    overscan: OVERSCAN,
    enabled: virtual,
  });
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const firstDrawn = useFirstScreenful(virtual ? 0 : lines.count, FIRST_LINES);
  const start = items ? (items[0]?.index ?? 0) : 0;
  const end = items ? (items.length ? items[items.length - 1].index + 1 : 0) : firstDrawn;
  const padTop = items?.length ? items[0].start : 0;
  // Lines not drawn yet keep their estimated room, so the scrollbar and the footer stay where they will be.
  const padBottom = items?.length
    ? Math.max(0, virtualizer.getTotalSize() - items[items.length - 1].end)
    : (lines.count - firstDrawn) * ESTIMATED_LINE_HEIGHT;
  const drawnLines = useMemo(() => Array.from({ length: end - start }, (_, offset) => lines.at(start + offset)), [lines, start, end]);
  const spans = useMemo(() => (splitField ? splitRowSpans(drawnLines, splitField, 0, drawnLines.length) : null), [drawnLines, splitField]);

  const keyboard = useRowKeyboard({
    enabled: navigable,
    rowCount,
    pageStep: Math.max(1, Math.floor((scrollElement?.clientHeight ?? 400) / ESTIMATED_LINE_HEIGHT) - 1),
    scrollToRow: (index) => {
      if (virtual) virtualizer.scrollToIndex(lines.positionOf(index), { align: 'auto' });
    },
    onActivate: props.onActivate,
    onToggle: props.onToggle,
  });

  function handleClick(event: MouseEvent<HTMLElement>) {
    const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-row-index]');
    if (row) props.onRowClick(Number(row.dataset.rowIndex), event);
  }

  if (!lines.count) {
    return (
      <tbody className="pl-table__body">
        <tr>
          <td className="pl-table__empty" colSpan={slots.length}>
            {props.emptyText}
          </td>
        </tr>
      </tbody>
    );
  }

  const drawn = [];
  for (let position = start; position < end; position++) {
    const line = drawnLines[position - start];
    if (line.kind === 'groupHeader') {
      drawn.push(<GroupHeaderRow key={`h:${position}`} value={line.key} count={line.records.length} columnCount={slots.length} />);
    } else if (line.kind === 'groupFooter') {
      drawn.push(
        <tr
          key={`f:${position}`}
          className="pl-table__group-footer"
          data-index={position}
          ref={virtual ? virtualizer.measureElement : undefined}
        >
          <FooterCells slots={slots} values={props.groupFooter(line.records)} />
        </tr>,
      );
    } else {
      const id = rowId(line.index);
      drawn.push(
        <DataRowView
          key={id}
          row={line.row}
          index={line.index}
          lineIndex={position}
          number={rowNumber(page, pageSize, line.ordinal)}
          slots={slots}
          splitField={splitField}
          splitSpan={spans ? spans[position - start] : 1}
          selected={Boolean(selected[id])}
          navigable={navigable}
          active={keyboard.active === line.index}
          rowButtons={rowButtons}
          evaluate={evaluate}
          links={links}
          t={props.t}
          measureRef={virtual ? virtualizer.measureElement : undefined}
        />,
      );
    }
  }

  return (
    <tbody
      ref={keyboard.bodyRef}
      className="pl-table__body"
      onClick={handleClick}
      onKeyDown={keyboard.onKeyDown}
      onFocus={keyboard.onFocus}
      // Rows still to come (useFirstScreenful): assistive technology, and tests, wait for the whole page.
      aria-busy={(!virtual && firstDrawn < lines.count) || undefined}
    >
      {padTop > 0 ? <SpacerRow height={padTop} columnCount={slots.length} /> : null}
      {drawn}
      {padBottom > 0 ? <SpacerRow height={padBottom} columnCount={slots.length} /> : null}
    </tbody>
  );
}

function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr className="pl-table__spacer" aria-hidden="true">
      <td colSpan={columnCount} style={{ height }} />
    </tr>
  );
}

import { useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TableButtonMeta } from '../../core/api/tableContract';
import type { EvaluateExpression } from '../../core/expression/EvaluateExpression';
import type { DisplayRow } from '../model/DisplayRow';
import { rowNumber } from '../model/rowNumber';
import type { ColumnSlot } from './ColumnSlot';
import { DataRowView } from './DataRowView';
import { FooterCells } from './FooterCells';
import { GroupHeaderRow } from './GroupHeaderRow';
import { splitRowSpans } from './splitRowSpans';
import type { TableLinks } from './TableLinks';
import { useRowKeyboard } from './useRowKeyboard';

/** Bodies with more lines than this draw only the lines in view (plus overscan). */
const VIRTUALIZE_AFTER = 100;
/** First guess of a line's height before it is measured, in CSS pixels. */
const ESTIMATED_LINE_HEIGHT = 34;
const OVERSCAN = 8;

export interface TableBodyProps {
  lines: readonly DisplayRow<Record<string, unknown>>[];
  /** Row ids in display order (the engine's row model), parallel to the rows the lines refer to. */
  rowIds: readonly string[];
  selected: Readonly<Record<string, boolean>>;
  slots: readonly ColumnSlot[];
  splitField: string | null;
  page: number;
  pageSize: number;
  rowButtons: readonly TableButtonMeta[];
  evaluate: EvaluateExpression;
  links: TableLinks;
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
 * and keys are handled here once for all rows; rows carry their index in `data-row-index`.
 *
 * @example
 * <TableBody lines={lines} rowIds={ids} selected={{}} slots={slots} ... />
 */
export function TableBody(props: TableBodyProps) {
  const { lines, rowIds, selected, slots, splitField, page, pageSize, rowButtons, evaluate, links, navigable, scrollElement } = props;
  const virtual = lines.length > VIRTUALIZE_AFTER;
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ESTIMATED_LINE_HEIGHT,
    overscan: OVERSCAN,
    enabled: virtual,
  });
  const lineOfRow = useMemo(() => {
    const positions: number[] = [];
    lines.forEach((line, position) => {
      if (line.kind === 'row') positions[line.index] = position;
    });
    return positions;
  }, [lines]);

  const items = virtual ? virtualizer.getVirtualItems() : null;
  const start = items ? (items[0]?.index ?? 0) : 0;
  const end = items ? (items.length ? items[items.length - 1].index + 1 : 0) : lines.length;
  const padTop = items?.length ? items[0].start : 0;
  const padBottom = items?.length ? Math.max(0, virtualizer.getTotalSize() - items[items.length - 1].end) : 0;
  const spans = useMemo(() => (splitField ? splitRowSpans(lines, splitField, start, end) : null), [lines, splitField, start, end]);

  const keyboard = useRowKeyboard({
    enabled: navigable,
    rowCount: rowIds.length,
    pageStep: Math.max(1, Math.floor((scrollElement?.clientHeight ?? 400) / ESTIMATED_LINE_HEIGHT) - 1),
    scrollToRow: (index) => {
      if (virtual) virtualizer.scrollToIndex(lineOfRow[index] ?? 0, { align: 'auto' });
    },
    onActivate: props.onActivate,
    onToggle: props.onToggle,
  });

  function handleClick(event: MouseEvent<HTMLElement>) {
    const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-row-index]');
    if (row) props.onRowClick(Number(row.dataset.rowIndex), event);
  }

  if (!lines.length) {
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
    const line = lines[position];
    if (line.kind === 'groupHeader') {
      drawn.push(<GroupHeaderRow key={`h:${position}`} value={line.key} count={line.records.length} columnCount={slots.length} />);
    } else if (line.kind === 'groupFooter') {
      drawn.push(
        <tr key={`f:${position}`} className="pl-table__group-footer" data-index={position} ref={virtual ? virtualizer.measureElement : undefined}>
          <FooterCells slots={slots} values={props.groupFooter(line.records)} />
        </tr>,
      );
    } else {
      const id = rowIds[line.index];
      drawn.push(
        <DataRowView
          key={id}
          row={line.row}
          index={line.index}
          lineIndex={position}
          number={rowNumber(page, pageSize, line.index)}
          slots={slots}
          splitField={splitField}
          splitSpan={spans ? spans[position - start] : 1}
          selected={Boolean(selected[id])}
          navigable={navigable}
          active={keyboard.active === line.index}
          rowButtons={rowButtons}
          evaluate={evaluate}
          links={links}
          measureRef={virtual ? virtualizer.measureElement : undefined}
        />,
      );
    }
  }

  return (
    <tbody ref={keyboard.bodyRef} className="pl-table__body" onClick={handleClick} onKeyDown={keyboard.onKeyDown} onFocus={keyboard.onFocus}>
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

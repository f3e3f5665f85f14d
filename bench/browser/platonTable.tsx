// The Platon side of the render bench (docs/performance.md): the DataTable that <platon-table> draws, inside an open
// shadow root with the runtime's adopted stylesheet (ElementFrame, as every element renders), for the same
// rows as bareTable.tsx. No server takes part: the rows are handed to the view as TableScreen hands it a
// loaded page.
// - ?rows=N: one server-paged page of N rows with page size N, as a user who picked that size sees it;
// - ?client=1: a client-paged table of every row, and window.__bench = { scroll(ms), sort() } for
//   tableRender.mjs (frames while scrolling, time of a sort by a header click).
import { useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { TableColumnMeta } from '../../src/core/api/tableMetaContract';
import type { SortState } from '../../src/core/table/SortState';
import { DataTable } from '../../src/table/view/DataTable';
import type { DataTableSettings } from '../../src/table/view/DataTableProps';
import type { TableLinks } from '../../src/table/view/TableLinks';
import { ElementFrame } from '../../src/ui/ElementFrame';
import type { Translate } from '../../src/ui/useTranslator';
import { BENCH_FIELDS, benchRowCount, benchRows, markPainted } from './benchData';

/** Scroll speed of the scroll bench in CSS pixels per millisecond: a brisk wheel, two rows and more a frame. */
const SCROLL_SPEED = 4;
/** Fields the sort bench clicks in turn (integers, text, dates): each click is a first sort by that column. */
const SORT_FIELDS = ['f2', 'f1', 'f4'];

const count = benchRowCount();
const client = new URLSearchParams(location.search).get('client') === '1';
const rows = benchRows(count);

/**
 * The 20 leaf columns as an administrator would set them up for these fields (see the demo's appeals table):
 * a linked id, text, integers, money with 2 decimals (one with a conditional colour, one with a sum footer)
 * and dates with the 'date' format, all sortable, each with a width; the id column is pinned left.
 */
const columns: TableColumnMeta[] = BENCH_FIELDS.map((field, index) => {
  const column: TableColumnMeta = { id: index + 1, title: field, dataField: field, sortable: true, width: 110 };
  if (field === 'id') return { ...column, width: 80, link: '/forms/bench/{id}', dataAlign: 'right', dataNowrap: true };
  const kind = index % 4;
  if (kind === 1) return { ...column, width: 200 };
  if (kind === 2) return { ...column, numberFormat: 0, dataAlign: 'right' };
  if (kind === 3) {
    const money: TableColumnMeta = { ...column, width: 130, numberFormat: 2, dataAlign: 'right' };
    if (field === 'f3') return { ...money, sumType: 'sum' };
    if (field === 'f7') return { ...money, formatCondition: 'f7 > 9000', formatColor: '#b26a00' };
    return money;
  }
  if (kind === 0) return { ...column, cellFormat: 'date', dataNowrap: true };
  return column;
});

const settings: DataTableSettings = { rowKey: 'id', leftFixed: 1 };
/** The sum footer the totals call would send for f3 (column 4). */
const footers = { 4: rows.reduce((sum, row) => sum + Number(row.f3), 0) };
const t: Translate = (key, values) => key.replace(/\{(\d)\}/g, (_, n: string) => String(values?.[n] ?? ''));
const links: TableLinks = { hrefOf: (link) => `/app${link}` };

function PlatonTable() {
  const [sort, setSort] = useState<SortState>(null);
  useLayoutEffect(markPainted, []);
  return (
    <ElementFrame>
      <DataTable
        columns={columns}
        settings={settings}
        rows={rows}
        page={1}
        pageSize={count}
        sort={sort}
        onSortChange={setSort}
        clientSort={client}
        footers={footers}
        t={t}
        links={links}
      />
    </ElementFrame>
  );
}

const host = document.getElementById('root')!;
const shadow = host.attachShadow({ mode: 'open' });
// As r2wc does for every element: the React root is the shadow root itself.
createRoot(shadow).render(<PlatonTable />);

/** Resolves once the frame after the current one is painted (as markPainted measures). */
function nextPaint(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
}

/**
 * Scrolls the body down at SCROLL_SPEED for `ms`, setting scrollTop once per animation frame, and reports the
 * frames per second and the longest gap between two frames.
 */
function scroll(ms: number): Promise<{ fps: number; longest: number }> {
  const scroller = shadow.querySelector<HTMLElement>('.pl-table__scroll');
  if (!scroller) return Promise.reject(new Error('no .pl-table__scroll in the bench page'));
  const from = scroller.scrollTop;
  return new Promise((resolve) => {
    let first = 0;
    let last = 0;
    let frames = 0;
    let longest = 0;
    const frame = (now: number) => {
      if (!first) first = now;
      else {
        frames += 1;
        longest = Math.max(longest, now - last);
      }
      last = now;
      const elapsed = now - first;
      scroller.scrollTop = from + elapsed * SCROLL_SPEED;
      if (elapsed < ms) requestAnimationFrame(frame);
      else resolve({ fps: (frames * 1000) / elapsed, longest });
    };
    requestAnimationFrame(frame);
  });
}

let sortCalls = 0;

/**
 * Clicks the next header of SORT_FIELDS and resolves the milliseconds from the click to the painted frame
 * that shows the rows sorted (the header's aria-sort changes in the same commit as the rows).
 */
async function sort(): Promise<number> {
  const field = SORT_FIELDS[sortCalls++ % SORT_FIELDS.length];
  const button = [...shadow.querySelectorAll<HTMLButtonElement>('thead .pl-table__sort')].find(
    (b) => b.firstElementChild?.textContent === field,
  );
  const header = button?.closest('th');
  if (!header || !button) throw new Error(`no sort button for ${field}`);
  const before = header.getAttribute('aria-sort');
  const sorted = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (header.getAttribute('aria-sort') === before) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(header, { attributes: true, attributeFilter: ['aria-sort'] });
  });
  const started = performance.now();
  button.click();
  await sorted;
  return (await nextPaint()) - started;
}

if (client) (window as unknown as { __bench: unknown }).__bench = { scroll, sort };

import { setViewport } from '@web/test-runner-commands';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableColumnMeta } from '../../core/api/tableMetaContract';
import { mountInShadow, settle, type Mounted } from '../../ui/testing/mountInShadow';
import { DataTable } from './DataTable';
import type { DataTableProps } from './DataTableProps';
import { appealDefinition, recordingLinks, testTranslate } from './testing/tableFixtures';

/**
 * The columns of the demo appeals registry (server/seed/demoTablesAppeals.ts) in short: a pinned group of
 * two, the date, a location group, wide middle columns, and the status pinned right.
 */
const REGISTRY_COLUMNS: TableColumnMeta[] = [
  {
    id: 1,
    title: 'Ариза',
    children: [
      {
        id: 2,
        title: 'Рақами',
        dataField: 'number',
        width: 110,
        link: '/forms/appeals/{id}',
        formatCondition: 'is_urgent == true',
        formatColor: 'rgb(200, 0, 0)',
      },
      { id: 3, title: 'Мурожаатчи', dataField: 'applicant', width: 260 },
    ],
  },
  { id: 4, title: 'Сана', dataField: 'created_at', width: 150 },
  {
    id: 5,
    title: 'Жойлашув',
    children: [
      { id: 6, title: 'Ҳудуд', dataField: 'region', width: 200 },
      { id: 7, title: 'Туман', dataField: 'district', width: 180 },
    ],
  },
  { id: 8, title: 'Ташкилот', dataField: 'organization', width: 260 },
  { id: 9, title: 'Мазмуни', dataField: 'description', width: 320 },
  { id: 10, title: 'Ҳолат', dataField: 'status', width: 170 },
];

const registryRows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    number: `A-${i + 1}`,
    applicant: `Мурожаатчи ${i + 1}`,
    created_at: '2026-10-01',
    // Regions interleave, as rows sorted by another field (the district) do: grouping gathers them.
    region: ['Тошкент', 'Самарқанд', 'Бухоро'][i % 3],
    district: `Туман ${i}`,
    organization: 'Ташкилот',
    description: 'Мазмуни',
    status: 'Янги',
    is_urgent: i === 0,
  }));

describe('DataTable layout (issue 13)', () => {
  let mounted: Mounted | undefined;
  // Wide enough for a 1366 px screen's grid, so the pinned right side is on the screen.
  beforeEach(() => setViewport({ width: 1400, height: 900 }));
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
  });

  async function mount(
    props: Partial<Omit<DataTableProps, 'settings'>> & { settings?: Partial<DataTableProps['settings']> },
    width = 1000,
  ) {
    mounted = await mountInShadow(
      <div style={{ width }}>
        <DataTable
          columns={REGISTRY_COLUMNS}
          rows={registryRows(6)}
          t={testTranslate}
          bodyHeight={600}
          links={recordingLinks()}
          sort={null}
          onSortChange={() => undefined}
          {...props}
          settings={{ ...appealDefinition().props, leftFixed: 2, rightFixed: 1, ...props.settings }}
        />
      </div>,
    );
    await settle();
    return mounted.shadow;
  }

  const header = (root: ParentNode, text: string) =>
    [...root.querySelectorAll<HTMLElement>('thead th')].find((th) => th.textContent?.replace(/[↕▲▼]/g, '') === text)!;
  const numbers = (root: ParentNode) =>
    [...root.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]')].map((row) => row.cells[0].textContent);

  it('numbers grouped rows in the order they are drawn, without jumps (docs/behaviour.md §4)', async () => {
    const shadow = await mount({ rows: registryRows(9), settings: { groupBy: 'region' }, clientSort: true, page: 1, pageSize: 9 });
    const drawn = [...shadow.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]')];
    // The first group is Тошкент: rows 1, 4 and 7 of the data, drawn first and numbered 1, 2, 3.
    expect(drawn.slice(0, 3).map((row) => row.cells[1].textContent)).toEqual(['A-1', 'A-4', 'A-7']);
    expect(numbers(shadow)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('numbers grouped rows contiguously while a long client table scrolls', async () => {
    const shadow = await mount({ rows: registryRows(600), settings: { groupBy: 'region' }, clientSort: true, page: 1, pageSize: 600 });
    const scroller = shadow.querySelector<HTMLElement>('.pl-table__scroll')!;
    for (const top of [0, 4000, 9000, 15000]) {
      scroller.scrollTop = top;
      await settle(50);
      const drawn = numbers(shadow).map(Number);
      expect(drawn.length).toBeGreaterThan(5);
      // Within one group numbers go up by one; across a group header too, since the previous group ends before.
      drawn.slice(1).forEach((number, i) => expect(number).toBe(drawn[i] + 1));
    }
  });

  it('lets a conditional colour reach the link text of its cell (docs/behaviour.md §2 formatColor)', async () => {
    const shadow = await mount({});
    const urgent = shadow.querySelector<HTMLTableRowElement>('tbody tr[data-row-index="0"]')!;
    const plain = shadow.querySelector<HTMLTableRowElement>('tbody tr[data-row-index="1"]')!;
    const link = (row: HTMLTableRowElement) => row.querySelector<HTMLAnchorElement>('a.pl-table__link')!;
    expect(link(urgent).textContent).toBe('A-1');
    expect(getComputedStyle(link(urgent)).color).toBe('rgb(200, 0, 0)');
    expect(getComputedStyle(link(plain)).color).not.toBe('rgb(200, 0, 0)');
  });

  it('keeps the pinned right header visible above the scrolling headers after a column is hidden', async () => {
    const shadow = await mount({ columnConfig: { hidden: [4] } }, 1300);
    // Hiding the date does not pull the location group into the pinned left side.
    expect(header(shadow, 'Туман').classList.contains('pl-table__cell--pinned-left')).toBe(false);
    expect(header(shadow, 'Ҳолат').classList.contains('pl-table__cell--pinned-right')).toBe(true);
    const scroller = shadow.querySelector<HTMLElement>('.pl-table__scroll')!;
    for (const left of [0, 200, scroller.scrollWidth]) {
      scroller.scrollLeft = left;
      await settle();
      const status = header(shadow, 'Ҳолат');
      const box = status.getBoundingClientRect();
      const hit = shadow.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      expect(status.contains(hit)).toBe(true);
    }
  });

  it('leaves a usable scroll area beside the pinned columns at 1366 px with a sidebar', async () => {
    // A 1366 px screen less the sidebar and padding leaves about 1000 px for the grid.
    const shadow = await mount({}, 1000);
    const scroller = shadow.querySelector<HTMLElement>('.pl-table__scroll')!;
    const pinned = [
      ...shadow.querySelectorAll<HTMLElement>(
        'thead tr:first-child .pl-table__cell--pinned-left, thead tr:first-child .pl-table__cell--pinned-right',
      ),
    ];
    const pinnedWidth = pinned.reduce((sum, th) => sum + th.getBoundingClientRect().width, 0);
    expect(scroller.clientWidth - pinnedWidth).toBeGreaterThanOrEqual(scroller.clientWidth * 0.4);
    // The identifying columns stay pinned when they fit.
    expect(header(shadow, 'Рақами').classList.contains('pl-table__cell--pinned-left')).toBe(true);
  });

  it('brings a row into view below the sticky head and beside the pinned columns, not under them', async () => {
    const shadow = await mount({ rows: registryRows(60) }, 1000);
    // Rows past the first 30 are drawn once those are painted (useFirstScreenful).
    await vi.waitFor(() => expect(shadow.querySelector('tbody tr[data-row-index="59"]')).not.toBeNull());
    const scroller = shadow.querySelector<HTMLElement>('.pl-table__scroll')!;
    const head = shadow.querySelector<HTMLElement>('thead')!;
    const lastPinnedLeft = [
      ...shadow.querySelectorAll<HTMLTableCellElement>('tbody tr[data-row-index="40"] .pl-table__cell--pinned-left'),
    ].at(-1)!;
    scroller.scrollTop = scroller.scrollHeight;
    scroller.scrollLeft = scroller.scrollWidth;
    await settle();
    // Scrolled into view from below the window and from the right: the row lands under the head, and its
    // first unpinned cell right of the pinned ones.
    const row = shadow.querySelector<HTMLTableRowElement>('tbody tr[data-row-index="40"]')!;
    row.scrollIntoView({ block: 'start', inline: 'nearest' });
    const cell = row.cells[lastPinnedLeft.cellIndex + 1];
    cell.scrollIntoView({ block: 'nearest', inline: 'start' });
    await settle();
    expect(Math.round(row.getBoundingClientRect().top)).toBeGreaterThanOrEqual(Math.floor(head.getBoundingClientRect().bottom));
    expect(Math.round(cell.getBoundingClientRect().left)).toBeGreaterThanOrEqual(Math.floor(lastPinnedLeft.getBoundingClientRect().right));
  });
});

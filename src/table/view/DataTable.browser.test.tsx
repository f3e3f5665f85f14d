import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectFocusOn } from '../../ui/testing/expectFocusOn';
import { mountInShadow, settle, type Mounted } from '../../ui/testing/mountInShadow';
import type { SortState } from '../../core/table/SortState';
import { DataTable } from './DataTable';
import type { DataTableProps } from './DataTableProps';
import { APPEAL_COLUMNS, appealDefinition, appealRows, recordingLinks, testTranslate } from './testing/tableFixtures';

type Overrides = Partial<Omit<DataTableProps, 'settings'>> & { settings?: Partial<DataTableProps['settings']> };

describe('DataTable (docs/behaviour.md §4)', () => {
  let mounted: Mounted | undefined;
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
  });

  /** Mounts a DataTable that keeps its own sort, like the container does; returns the sorts it asked for. */
  async function mount(overrides: Overrides = {}) {
    const sorts: SortState[] = [];
    const links = recordingLinks();
    function Harness() {
      const [sort, setSort] = useState<SortState>(overrides.sort ?? null);
      return (
        <DataTable
          columns={APPEAL_COLUMNS}
          rows={appealRows(5)}
          t={testTranslate}
          viewportWidth={1280}
          bodyHeight={600}
          {...overrides}
          settings={{ ...appealDefinition().props, ...overrides.settings }}
          links={links}
          sort={sort}
          onSortChange={(next) => {
            sorts.push(next);
            setSort(next);
          }}
        />
      );
    }
    mounted = await mountInShadow(<Harness />);
    await settle();
    return { shadow: mounted.shadow, host: mounted.host, sorts, links };
  }

  const q = <E extends HTMLElement = HTMLElement>(root: ParentNode, selector: string) => root.querySelector<E>(selector);
  const qa = <E extends HTMLElement = HTMLElement>(root: ParentNode, selector: string) => [...root.querySelectorAll<E>(selector)];
  const headerByText = (root: ParentNode, text: string) =>
    qa<HTMLTableCellElement>(root, 'thead th').find((th) => th.textContent?.includes(text))!;
  const shiftTab = async () => {
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
  };
  const bodyRows = (root: ParentNode) => qa<HTMLTableRowElement>(root, 'tbody tr[data-row-index]');

  it('draws nested header groups with the colSpan and rowSpan of the model', async () => {
    const { shadow } = await mount();
    const rows = qa<HTMLTableRowElement>(shadow, 'thead tr');
    expect(rows).toHaveLength(3);
    const span = (text: string) => ({ col: headerByText(shadow, text).colSpan, row: headerByText(shadow, text).rowSpan });
    expect(span('№')).toEqual({ col: 1, row: 3 });
    expect(span('Рақам')).toEqual({ col: 1, row: 3 });
    expect(span('Мурожаатчи')).toEqual({ col: 2, row: 1 });
    expect(span('Исм')).toEqual({ col: 1, row: 2 });
    expect(span('Манзил')).toEqual({ col: 2, row: 1 });
    expect(span('Ҳудуд')).toEqual({ col: 1, row: 2 });
    expect(span('Туман')).toEqual({ col: 1, row: 1 });
    expect(span('Номи')).toEqual({ col: 1, row: 1 });
    expect(rows[2].textContent).toBe('Номи');
    // Every data row has a cell under each leaf: №, Рақам, Исм, Телефон, Ҳудуд, Номи, Сумма.
    expect(bodyRows(shadow)[0].cells).toHaveLength(7);
  });

  it('cycles a sortable header through ascending, descending and none; another column starts ascending', async () => {
    const { shadow, sorts } = await mount();
    const sortButton = (text: string) => q(headerByText(shadow, text), 'button.pl-table__sort')!;
    expect(q(headerByText(shadow, 'Телефон'), 'button.pl-table__sort')).toBeNull();

    sortButton('Исм').click();
    await settle();
    expect(headerByText(shadow, 'Исм').getAttribute('aria-sort')).toBe('ascending');
    sortButton('Исм').click();
    await settle();
    expect(headerByText(shadow, 'Исм').getAttribute('aria-sort')).toBe('descending');
    sortButton('Исм').click();
    await settle();
    expect(headerByText(shadow, 'Исм').hasAttribute('aria-sort')).toBe(false);
    sortButton('Исм').click();
    sortButton('Сумма').click();
    await settle();
    expect(headerByText(shadow, 'Исм').hasAttribute('aria-sort')).toBe(false);
    expect(headerByText(shadow, 'Сумма').getAttribute('aria-sort')).toBe('ascending');
    expect(sorts).toEqual([
      { columnId: 3, order: 1 },
      { columnId: 3, order: -1 },
      null,
      { columnId: 3, order: 1 },
      { columnId: 9, order: 1 },
    ]);
  });

  it('numbers rows across pages: page 2 of 10 starts at 11', async () => {
    const { shadow } = await mount({ page: 2, pageSize: 10, rows: appealRows(3) });
    expect(bodyRows(shadow).map((row) => row.cells[0].textContent)).toEqual(['11', '12', '13']);
  });

  it('shows the footer from the totals only with more than one row, formatted like its column', async () => {
    const { shadow } = await mount({ rows: appealRows(2), footers: { 9: 12345.5 } });
    const footer = q<HTMLTableRowElement>(shadow, 'tfoot tr')!;
    expect(footer.cells[0].textContent).toBe('Жами');
    expect(footer.cells[footer.cells.length - 1].textContent).toBe('12 345.50');
    await mounted!.unmount();
    const single = await mount({ rows: appealRows(1), footers: { 9: 100 } });
    expect(q(single.shadow, 'tfoot')).toBeNull();
  });

  it('groups rows under a header with the count and gives a footer only to groups of more than one record', async () => {
    const rows = [
      { id: 1, name: 'A', region: 'Тошкент', amount: 100 },
      { id: 2, name: 'B', region: 'Тошкент', amount: 250 },
      { id: 3, name: 'C', region: 'Бухоро', amount: 40 },
    ];
    const { shadow } = await mount({ rows, settings: { groupBy: 'region' }, footers: { 9: 390 } });
    const lines = qa(shadow, 'tbody tr').map((row) =>
      row.className.includes('pl-table__group-footer') ? 'footer' : row.className.includes('pl-table__group') ? row.textContent : 'row',
    );
    expect(lines).toEqual(['Тошкент (2)', 'row', 'row', 'footer', 'Бухоро (1)', 'row']);
    const groupFooter = q<HTMLTableRowElement>(shadow, 'tr.pl-table__group-footer')!;
    expect(groupFooter.cells[groupFooter.cells.length - 1].textContent).toBe('350.00');
    // Two groups: the table footer shows.
    expect(q(shadow, 'tfoot')).not.toBeNull();
  });

  it('hides the table footer when grouping leaves one group', async () => {
    const rows = [
      { id: 1, region: 'Тошкент', amount: 1 },
      { id: 2, region: 'Тошкент', amount: 2 },
    ];
    const { shadow } = await mount({ rows, settings: { groupBy: 'region' }, footers: { 9: 3 } });
    expect(q(shadow, 'tfoot')).toBeNull();
  });

  it('merges consecutive equal values of splitRowsBy into one cell with a rowSpan', async () => {
    const rows = [
      { id: 1, region: 'Тошкент' },
      { id: 2, region: 'Тошкент' },
      { id: 3, region: 'Тошкент' },
      { id: 4, region: 'Бухоро' },
      { id: 5, region: 'Тошкент' },
    ];
    const { shadow } = await mount({ rows, settings: { splitRowsBy: 'region' } });
    const regionCells = qa<HTMLTableCellElement>(shadow, 'tbody td').filter((td) => ['Тошкент', 'Бухоро'].includes(td.textContent ?? ''));
    expect(regionCells.map((td) => [td.textContent, td.rowSpan])).toEqual([
      ['Тошкент', 3],
      ['Бухоро', 1],
      ['Тошкент', 1],
    ]);
    expect(bodyRows(shadow).map((row) => row.cells.length)).toEqual([7, 6, 6, 7, 7]);
  });

  it('says the table is empty in the spec’s words', async () => {
    const { shadow } = await mount({ rows: [] });
    expect(q(shadow, 'tbody td')!.textContent).toBe('Жадвалда маълумот йўқ');
  });

  it('colours a cell whose condition holds, and leaves a cell plain when its condition is broken', async () => {
    const rows = [
      { id: 1, amount: -5 },
      { id: 2, amount: 5 },
    ];
    const { shadow } = await mount({ rows });
    const amountCell = (index: number) => bodyRows(shadow)[index].cells[6];
    expect(getComputedStyle(amountCell(0)).color).toBe('rgb(200, 0, 0)');
    expect(getComputedStyle(amountCell(0)).backgroundColor).toBe('rgb(255, 230, 230)');
    expect(amountCell(0).textContent).toBe('-5.00');
    expect(getComputedStyle(amountCell(1)).color).not.toBe('rgb(200, 0, 0)');
    await mounted!.unmount();

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const broken = APPEAL_COLUMNS.map((column) => (column.id === 9 ? { ...column, formatCondition: 'amount <<< (' } : column));
      const again = await mount({ rows, columns: broken });
      const cell = bodyRows(again.shadow)[0].cells[6];
      expect(cell.textContent).toBe('-5.00');
      expect(getComputedStyle(cell).color).not.toBe('rgb(200, 0, 0)');
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('pins columns to the sides from 768 px and draws none pinned below', async () => {
    const settings = { leftFixed: 1, rightFixed: 1 };
    const wide = await mount({ settings, viewportWidth: 1024 });
    const title = (th: HTMLElement) => th.textContent?.replace(/[↕▲▼?]/g, '');
    const pinnedLeft = qa(wide.shadow, 'thead .pl-table__cell--pinned-left').map(title);
    const pinnedRight = qa(wide.shadow, 'thead .pl-table__cell--pinned-right').map(title);
    expect(pinnedLeft).toEqual(['№', 'Рақам']);
    expect(pinnedRight).toEqual(['Сумма']);
    const firstRow = bodyRows(wide.shadow)[0];
    expect(getComputedStyle(firstRow.cells[1]).position).toBe('sticky');
    // The second pinned column sits right after the first one's width.
    expect(parseFloat(getComputedStyle(firstRow.cells[1]).left)).toBeCloseTo(firstRow.cells[0].getBoundingClientRect().width, 2);
    await mounted!.unmount();

    const narrow = await mount({ settings, viewportWidth: 767 });
    expect(qa(narrow.shadow, '.pl-table__cell--pinned-left, .pl-table__cell--pinned-right')).toHaveLength(0);
  });

  it('draws the first 30 rows of a whole page in its first render, and every row once those are painted', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    try {
      flushSync(() =>
        root.render(
          <DataTable
            columns={APPEAL_COLUMNS}
            rows={appealRows(100)}
            t={testTranslate}
            viewportWidth={1280}
            bodyHeight={600}
            settings={appealDefinition().props}
            links={recordingLinks()}
            sort={null}
            onSortChange={() => undefined}
          />,
        ),
      );
      expect(bodyRows(host)).toHaveLength(30);
      expect(q(host, 'tbody')!.getAttribute('aria-busy')).toBe('true');
      // The rows to come keep their room: the footer and the scrollbar do not move when they are drawn.
      expect(q(host, '.pl-table__spacer td')!.getBoundingClientRect().height).toBe(70 * 34);
      await vi.waitFor(() => expect(bodyRows(host)).toHaveLength(100));
      expect(bodyRows(host).map((row) => row.cells[0].textContent)).toEqual(Array.from({ length: 100 }, (_, i) => String(i + 1)));
      expect(q(host, '.pl-table__spacer')).toBeNull();
      expect(q(host, 'tbody')!.hasAttribute('aria-busy')).toBe(false);
    } finally {
      root.unmount();
      host.remove();
    }
  });

  it('keeps the DOM small for 10,000 rows and draws further rows on scroll', async () => {
    const { shadow } = await mount({ rows: appealRows(10_000), bodyHeight: 400 });
    await settle(50);
    const drawn = bodyRows(shadow);
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(60);
    expect(drawn[0].cells[0].textContent).toBe('1');
    const scroller = q(shadow, '.pl-table__scroll')!;
    scroller.scrollTop = scroller.scrollHeight / 2;
    await settle(50);
    const numbers = bodyRows(shadow).map((row) => Number(row.cells[0].textContent));
    expect(Math.min(...numbers)).toBeGreaterThan(4000);
    expect(bodyRows(shadow).length).toBeLessThan(60);
  });

  it('moves a roving focus with the arrow keys, Home, End and PageDown; Enter follows the row link; Space selects', async () => {
    const { shadow, host, links } = await mount({ rows: appealRows(300), settings: { navigateByKeyboard: true }, bodyHeight: 400 });
    const selections: unknown[] = [];
    host.addEventListener('platon-selection-change', (event) =>
      selections.push((event as CustomEvent).detail.rows.map((row: { id: number }) => row.id)),
    );
    const row = (index: number) => q(shadow, `tbody tr[data-row-index="${index}"]`);
    expect(qa(shadow, 'tbody tr[tabindex="0"]').map((tr) => tr.dataset.rowIndex)).toEqual(['0']);
    row(0)!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expectFocusOn(row(1));
    expect(qa(shadow, 'tbody tr[tabindex="0"]').map((tr) => tr.dataset.rowIndex)).toEqual(['1']);
    await sendKeys({ press: 'ArrowUp' });
    await settle();
    expectFocusOn(row(0));
    await sendKeys({ press: 'End' });
    await settle(50);
    expectFocusOn(row(299));
    await sendKeys({ press: 'Home' });
    await settle(50);
    expectFocusOn(row(0));
    await sendKeys({ press: 'PageDown' });
    await settle(50);
    const afterPage = Number((shadow.activeElement as HTMLElement).dataset.rowIndex);
    expect(afterPage).toBeGreaterThan(3);
    await sendKeys({ press: 'Enter' });
    expect(links.followed).toEqual([`/forms/appeals/${afterPage + 1}?_target=modal`]);
    await sendKeys({ press: ' ' });
    await settle();
    expect(row(afterPage)!.getAttribute('aria-selected')).toBe('true');
    expect(selections).toEqual([[afterPage + 1]]);
  });

  it('tells the host element about row clicks and the selection', async () => {
    const { shadow, host } = await mount();
    const clicks: unknown[] = [];
    const selections: unknown[] = [];
    host.addEventListener('platon-row-click', (event) => clicks.push((event as CustomEvent).detail));
    host.addEventListener('platon-selection-change', (event) =>
      selections.push((event as CustomEvent).detail.rows.map((row: { id: number }) => row.id)),
    );
    bodyRows(shadow)[1].cells[2].click();
    await settle();
    bodyRows(shadow)[3].cells[2].click();
    await settle();
    bodyRows(shadow)[3].cells[2].click();
    await settle();
    expect(clicks.map((detail) => (detail as { index: number }).index)).toEqual([1, 3, 3]);
    expect((clicks[0] as { row: { id: number } }).row.id).toBe(2);
    expect(selections).toEqual([[2], [4], []]);
    expect(bodyRows(shadow)[3].classList.contains('pl-table__row--selected')).toBe(false);
  });

  it('makes cells with a link real links whose clicks go to the host’s link rules', async () => {
    const { shadow, links } = await mount();
    const link = q<HTMLAnchorElement>(bodyRows(shadow)[2], 'a.pl-table__link')!;
    expect(link.getAttribute('href')).toBe('/app/forms/appeals/3?_target=modal');
    link.click();
    expect(links.followed).toEqual(['/forms/appeals/3?_target=modal']);
  });

  it('tabs through the header column by column, left to right across its rows (issue 43)', async () => {
    const { shadow, host } = await mount({ rows: appealRows(3) });
    const focusedName = () => {
      const active = shadow.activeElement as HTMLElement | null;
      return active?.getAttribute('aria-label') ?? active?.textContent?.replace(/[▲▼↕]$/, '') ?? '';
    };
    const before = document.createElement('button');
    const after = document.createElement('button');
    before.textContent = 'before';
    after.textContent = 'after';
    host.before(before);
    host.after(after);
    try {
      before.focus();
      const names: string[] = [];
      for (let i = 0; i < 5; i++) {
        await sendKeys({ press: 'Tab' });
        names.push(focusedName());
      }
      // In the document the first header row holds 'Рақам' and 'Сумма' (with its hint), the rows below the
      // groups' 'Исм' and 'Ҳудуд'; the browser's own order went Рақам, Сумма, Сўмда, Исм, Ҳудуд.
      expect(names).toEqual(['Рақам', 'Исм', 'Ҳудуд', 'Сумма', 'Сўмда']);
      await shiftTab();
      await shiftTab();
      expect(focusedName()).toBe('Ҳудуд');
      // From the last header control Tab leaves the head for the rows' first stop, not for a header again.
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      expect(shadow.activeElement?.closest('thead')).toBeNull();
      // Shift+Tab from the first one leaves it for what comes before the table.
      q<HTMLButtonElement>(headerByText(shadow, 'Рақам'), 'button')!.focus();
      await shiftTab();
      expect(document.activeElement).toBe(before);
    } finally {
      before.remove();
      after.remove();
    }
  });

  it('enters the header by Tab on its leftmost control and by Shift+Tab on its rightmost (issue 43)', async () => {
    // A group first: the document's first header control is the top-level 'Рақам', shown last.
    const columns = [APPEAL_COLUMNS[1], APPEAL_COLUMNS[0]];
    const { shadow, host } = await mount({ columns, rows: appealRows(2) });
    const focusedText = () => (shadow.activeElement?.textContent ?? '').replace(/[▲▼↕]$/, '');
    const before = document.createElement('button');
    before.textContent = 'before';
    host.before(before);
    try {
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(focusedText()).toBe('Исм');
      await sendKeys({ press: 'Tab' });
      expect(focusedText()).toBe('Рақам');
      // Back in from the rows below: the rightmost control.
      await sendKeys({ press: 'Tab' });
      expect(shadow.activeElement?.closest('thead')).toBeNull();
      await shiftTab();
      expect(focusedText()).toBe('Рақам');
      // A click keeps what it clicked.
      before.focus();
      const sortButton = q<HTMLButtonElement>(headerByText(shadow, 'Рақам'), 'button')!;
      const box = sortButton.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(box.left + 5), Math.round(box.top + box.height / 2)] });
      expect(shadow.activeElement).toBe(sortButton);
    } finally {
      before.remove();
    }
  });

  it('scrolls a focused header cell whole into the grid, clear of the pinned columns (issue 43)', async () => {
    const { shadow, host } = await mount({ rows: appealRows(3), settings: { leftFixed: 1 } });
    host.style.display = 'block';
    host.style.width = '420px';
    await settle(50);
    const scroller = q(shadow, '.pl-table__scroll')!;
    expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const pinnedEdge = () => Math.max(...qa(shadow, 'thead .pl-table__cell--pinned-left').map((th) => th.getBoundingClientRect().right));
    for (const title of ['Сумма', 'Исм', 'Ҳудуд', 'Сумма']) {
      const cell = headerByText(shadow, title);
      q<HTMLButtonElement>(cell, 'button.pl-table__sort')!.focus();
      await settle(20);
      const shown = cell.getBoundingClientRect();
      const box = scroller.getBoundingClientRect();
      expect(shown.left, title).toBeGreaterThanOrEqual(pinnedEdge() - 1);
      expect(shown.right, title).toBeLessThanOrEqual(box.left + scroller.clientWidth + 1);
    }
  });

  it('offers gear links on headers only when given a column edit link', async () => {
    const admin = await mount({ columnEditLink: (id) => `/forms/table_columns/${id}?_target=modal` });
    const gears = qa(admin.shadow, 'thead a.pl-table__gear');
    expect(gears.map((a) => a.getAttribute('href'))).toContain('/app/forms/table_columns/9?_target=modal');
    expect(gears[0].getAttribute('aria-label')).toBe('Таҳрирлаш: Рақам');
    await mounted!.unmount();
    const user = await mount();
    expect(qa(user.shadow, 'thead a.pl-table__gear')).toHaveLength(0);
  });

  it('sorts a client table in the browser: ascending, descending, then the loaded order', async () => {
    const rows = [3, 1, 2].map((id) => ({ id, name: `N${id}`, amount: id * 10 }));
    const { shadow, sorts } = await mount({ rows, clientSort: true });
    const ids = () => bodyRows(shadow).map((row) => row.cells[1].textContent);
    const sortButton = () => q(headerByText(shadow, 'Сумма'), 'button.pl-table__sort')!;
    sortButton().click();
    await settle();
    expect(ids()).toEqual(['1', '2', '3']);
    sortButton().click();
    await settle();
    expect(ids()).toEqual(['3', '2', '1']);
    sortButton().click();
    await settle();
    expect(ids()).toEqual(['3', '1', '2']);
    // Numbering follows the drawn order.
    expect(bodyRows(shadow).map((row) => row.cells[0].textContent)).toEqual(['1', '2', '3']);
    expect(sorts).toHaveLength(3);
  });
});

import type { Locator } from 'playwright-core';
import { parseNumber } from './parseNumber';

/** A server-defined table as its user reads it: see tableGrid. */
export interface TableGrid {
  /** The table's section (toolbar, filters, grid, pager), named by the table's title. */
  screen: Locator;
  /** The grid itself. */
  grid: Locator;
  /** Data rows drawn in the body (not group headers or footers, not the virtualizer's spacers). */
  rows: Locator;
  /** The leaf header of a column, by its title (its hint or gear link may follow the title). */
  header(title: string): Locator;
  /** The texts of a column's cells in the drawn data rows, top to bottom, once a whole page's rows are all drawn. */
  cells(title: string): Promise<string[]>;
  /** A column's cell in the drawn data row `row` (0: the first). */
  cell(title: string, row?: number): Promise<Locator>;
  /** The row numbers ('№') of the drawn data rows, once a whole page's rows are all drawn. */
  numbers(): Promise<number[]>;
  /** The count 'Жами: N' under the table, or null while it is not shown. */
  total(): Promise<number | null>;
  /** Resolves once the body is not busy: a whole page draws its first rows first, the rest a frame later. */
  whole(): Promise<void>;
  /** The 'Фильтрлар' button that folds and unfolds the filter bar. */
  filtersToggle: Locator;
  /** The filter bar, unfolded first with its button when it starts folded (a tall bar does, issue 43). */
  filters(): Promise<Locator>;
}

/**
 * Reading a server-defined table the way its user sees it, for the table e2e suites: the table titled
 * `title` inside `root` (`platon-app`, `platon-table`), its data rows, a column's header and cells, and the
 * record count the pager or the total line shows.
 *
 * @example
 * const grid = tableGrid(page.locator('platon-app'), 'Барча мурожаатлар');
 * await grid.rows.first().waitFor();
 * expect(await grid.cells('Сумма')).toHaveLength(50);
 * expect(await grid.total()).toBe(100_000);
 */
export function tableGrid(root: Locator, title: string): TableGrid {
  const screen = root.getByRole('region', { name: title, exact: true });
  const grid = screen.locator('table');
  const rows = grid.locator('tbody tr[data-row-index]');
  // The title is a text of its own in the header cell, beside a hint button or a gear link.
  const header = (name: string) => grid.getByRole('columnheader').filter({ has: grid.page().getByText(name, { exact: true }) });
  // A whole page draws its first rows first and marks its body busy until the rest follow (useFirstScreenful).
  const whole = () => grid.locator('tbody[aria-busy="true"]').waitFor({ state: 'detached' });
  const filtersToggle = screen.getByRole('button', { name: /^Фильтрлар( \(\d+\))?$/ });
  return {
    filtersToggle,
    async filters() {
      if ((await filtersToggle.getAttribute('aria-expanded')) === 'false') await filtersToggle.click();
      const bar = screen.getByRole('search', { name: 'Фильтрлар' });
      await bar.waitFor();
      return bar;
    },
    screen,
    grid,
    rows,
    header,
    async cells(name) {
      // A leaf header carries its column's position in every row (split rows are not read this way).
      const slot = Number(await header(name).getAttribute('data-slot'));
      await whole();
      return rows.evaluateAll(
        (all, index) => all.map((row) => ((row as HTMLTableRowElement).cells[index]?.textContent ?? '').trim()),
        slot,
      );
    },
    async cell(name, row = 0) {
      const slot = Number(await header(name).getAttribute('data-slot'));
      return rows.nth(row).locator(`:scope > :nth-child(${slot + 1})`);
    },
    async numbers() {
      await whole();
      const texts = await rows.evaluateAll((all) => all.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent ?? ''));
      return texts.map(Number);
    },
    whole,
    async total() {
      const text = await screen
        .getByText(/^Жами: /)
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => null);
      return text ? parseNumber(text.replace(/^Жами:/, '')) : null;
    },
  };
}

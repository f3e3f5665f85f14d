// Issue 13's first paint of an embedded table: a host page with `<platon-table public>` on the real server
// (runtime, project info, translations, definition and rows over HTTP) beside a bare React 19 table of the
// same 20 columns whose rows are generated in the page (bench/browser/bareTable.tsx), at 100, 1,000 and
// 10,000 rows: navigation to the first painted data row, median of runs, interleaved in one browser, and
// the ratio beside the figures of before (2.9-3.1x, 1.0-1.2x, 0.16x) and the goals (<= 1.0x at 100,
// <= 0.5x at 1,000; issue 43: within 1.2x of the bare table whose rows come from the server at 100), and the
// JavaScript the host page had decoded before its first rows. Beside them, the floor of any client of the API: the same bare table of the same rows
// asked from the server, the call started by the page's HTML (bench/browser/bareFetchTable.tsx), and its
// ratio to the bare table: what the HTTP call alone costs. The browser context is kept across runs, as for
// a visitor coming back: the runtime's chunks come from the HTTP cache (platon.js revalidates), the
// translations from localStorage.
// The server gets three public tables over one 10,000-row source of the same values as benchRows
// (bench_rows_100, _1000, _10000, page sizes 100, 1,000 and 10,000), written into its data before it starts.
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/chromium.mjs';
import { ROOT, startServer } from '../scripts/lib/server.mjs';
import { bundleBenchPage } from './lib/bundleBenchPage.mjs';
import { median } from './lib/painted.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
// BENCH_HOST_ROWS=10000 (or 100,1000) measures only those counts.
const COUNTS = (process.env.BENCH_HOST_ROWS ?? '100,1000,10000').split(',').map(Number);
const BEFORE = { 100: '2.9-3.1x', 1000: '1.0-1.2x', 10000: '0.16x' };
const GOAL = { 100: '<= 1.0x', 1000: '<= 0.5x' };
/** Issue 43's goal at 100 rows, against the floor: the bare table whose rows come from the server. */
const FLOOR_GOAL = { 100: '<= 1.2x' };

export const title = `Host page: <platon-table public> vs a bare React table, navigation to painted rows (median of ${runs})`;

export async function run() {
  const data = await prepareData();
  const server = await startServer({ PLATON_DATA_DIR: data.dir, DATABASE_URL: process.env.DATABASE_URL }, { timeoutMs: 180_000 });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  try {
    // Both pages are served by the server itself, among its example pages (removed afterwards), so the host
    // page loads the runtime from its own origin and the browser's HTTP cache works as for any visitor: a
    // Playwright route would serve them, but routing turns the context's HTTP cache off, and every run then
    // downloaded the whole runtime again.
    const examplePath = (name) => join(EXAMPLES, `${PREFIX}${name}`);
    await bundleBenchPage('bench/browser/bareTable.tsx', { outfile: examplePath('bare.js') });
    await bundleBenchPage('bench/browser/bareFetchTable.tsx', { outfile: examplePath('bare-fetch.js') });
    for (const [name, text] of [
      ['bare.html', bareHtml('bare.js')],
      ...COUNTS.flatMap((count) => [
        [`host-${count}.html`, hostHtml(`bench_rows_${count}`)],
        [`bare-fetch-${count}.html`, bareHtml('bare-fetch.js', `bench_rows_${count}`)],
      ]),
    ]) {
      await writeFile(examplePath(name), text);
    }
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(WATCH_PAINT);
    const page = (path) => `${server.url}/examples/${PREFIX}${path}`;
    // One unmeasured load of each: the first page of a browser pays for warming its own caches.
    await timeToRows(context, page('bare.html?rows=100'));
    await timeToRows(context, page(`bare-fetch-${COUNTS[0]}.html`));
    await timeToRows(context, page(`host-${COUNTS[0]}.html`));
    const rows = [];
    for (const count of COUNTS) {
      const bareTimes = [];
      const fetchTimes = [];
      const hostTimes = [];
      const hostCode = [];
      for (let i = 0; i < runs; i++) {
        bareTimes.push((await timeToRows(context, page(`bare.html?rows=${count}`))).painted);
        fetchTimes.push((await timeToRows(context, page(`bare-fetch-${count}.html`))).painted);
        const host = await timeToRows(context, page(`host-${count}.html`));
        hostTimes.push(host.painted);
        hostCode.push(host.code);
      }
      const label = count.toLocaleString('en');
      const [bare, fetched, host] = [bareTimes, fetchTimes, hostTimes].map(median);
      rows.push(
        { metric: `${label} rows: bare React table`, value: `${bare.toFixed(0)} ms` },
        { metric: `${label} rows: bare React table, rows from the server`, value: `${fetched.toFixed(0)} ms` },
        { metric: `${label} rows: <platon-table public>`, value: `${host.toFixed(0)} ms` },
        { metric: `${label} rows: code before the first rows, uncompressed`, value: `${(median(hostCode) / 1000).toFixed(0)} KB` },
        { metric: `${label} rows: ratio of the rows from the server`, value: `${(fetched / bare).toFixed(2)}x` },
        {
          metric: `${label} rows: ratio (before ${BEFORE[count]})`,
          value: `${(host / bare).toFixed(2)}x`,
          budget: GOAL[count] ?? '',
        },
        {
          metric: `${label} rows: ratio to the rows from the server (before 1.3-1.6x at 100)`,
          value: `${(host / fetched).toFixed(2)}x`,
          budget: FLOOR_GOAL[count] ?? '',
        },
      );
    }
    await context.close();
    return rows;
  } finally {
    await browser.close();
    await server.stop();
    await data.remove();
    for (const file of await readdir(EXAMPLES)) if (file.startsWith(PREFIX)) await rm(join(EXAMPLES, file), { force: true });
  }
}

/** Where the server serves /examples/ from; the bench's pages go there as `bench.tmp.*` (ignored by git). */
const EXAMPLES = join(ROOT, 'demo', 'examples');
const PREFIX = 'bench.tmp.';

/** A bare table's page; with `table`, the page starts that public table's first call while it is parsed. */
function bareHtml(script, table) {
  const call = table ? `<link rel="preload" as="fetch" crossorigin href="/api/public/tables/${table}?level=1&amp;first=">` : '';
  return `<!doctype html><meta charset="utf-8"><title>bare</title>${call}<div id="root"></div><script src="/examples/${PREFIX}${script}"></script>`;
}

function hostHtml(name) {
  return `<!doctype html><meta charset="utf-8"><title>host</title><script type="module" src="/platon/platon.js"></script><platon-table public name="${name}"></platon-table>`;
}

/**
 * Runs in both pages from their start: the first animation frame, then task, after a data row is in the
 * document or in <platon-table>'s shadow root sets window.__painted (ms since navigation).
 */
const WATCH_PAINT = `(() => {
  const row = () => document.querySelector('tbody tr td') || document.querySelector('platon-table')?.shadowRoot?.querySelector('tbody tr[data-row-index] td');
  const check = () => row() ? setTimeout(() => { window.__painted = performance.now(); }, 0) : requestAnimationFrame(check);
  requestAnimationFrame(check);
})();`;

async function timeToRows(context, url) {
  const page = await context.newPage();
  try {
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Not waiting for `load`: the bare page builds its 10,000 rows inside its script, before `load`.
    await page.goto(url, { waitUntil: 'commit' });
    await page
      .waitForFunction(() => typeof window.__painted === 'number', null, { timeout: 120_000 })
      .catch((error) => {
        throw new Error(errors.length ? `${url}: ${errors.join('; ')}` : error.message);
      });
    // With the time, the JavaScript the page had before it (decoded sizes, from the HTTP cache or not).
    return await page.evaluate(() => ({
      painted: window.__painted,
      code: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.m?js(\?|$)/.test(entry.name) && entry.responseEnd <= window.__painted)
        .reduce((total, entry) => total + entry.decodedBodySize, 0),
    }));
  } finally {
    await page.close();
  }
}

/** Row i (0-based) of benchRows, in SQL: the same 20 values the bare table draws. */
function sourceSql() {
  const fields = ['(i + 1) AS id'];
  for (let c = 1; c < 20; c++) {
    if (c % 4 === 1) fields.push(`'Text ' || ((i * 7 + ${c}) % 997) || ' of row ' || (i + 1) AS f${c}`);
    else if (c % 4 === 2) fields.push(`(i * 31 + ${c * 17}) % 100000 AS f${c}`);
    else if (c % 4 === 3) fields.push(`(((i * 131 + ${c}) % 1000000) / 100.0)::numeric(12, 2) AS f${c}`);
    else fields.push(`to_char(make_date(2026, i % 12 + 1, i % 28 + 1), 'YYYY-MM-DD') AS f${c}`);
  }
  return `SELECT ${fields.join(', ')} FROM generate_series(0, 9999) AS i`;
}

function statements() {
  const list = [
    `DROP TABLE IF EXISTS app.bench_rows`,
    `CREATE TABLE app.bench_rows AS ${sourceSql()}`,
    `ALTER TABLE app.bench_rows ADD PRIMARY KEY (id)`,
  ];
  for (const count of [100, 1000, 10000]) {
    const name = `bench_rows_${count}`;
    list.push(
      `DELETE FROM tables WHERE name = '${name}'`,
      `INSERT INTO tables (name, title, source_table, page_size, is_public, default_sort, default_order) VALUES ('${name}', 'Bench ${count}', 'bench_rows', ${count}, true, 'id', 1)`,
      `INSERT INTO table_columns (table_id, position, title, data_field)
        SELECT t.id, c, CASE c WHEN 0 THEN 'id' ELSE 'f' || c END, CASE c WHEN 0 THEN 'id' ELSE 'f' || c END
        FROM tables t, generate_series(0, 19) AS c WHERE t.name = '${name}'`,
    );
  }
  return list;
}

/** A data folder (or the PostgreSQL database of DATABASE_URL) seeded with the demo and the bench tables. */
async function prepareData() {
  if (process.env.DATABASE_URL) {
    // The demo seeds itself on the server's first start; the bench tables are added once it has.
    const seeded = await startServer({ DATABASE_URL: process.env.DATABASE_URL }, { timeoutMs: 180_000 });
    await seeded.stop();
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      for (const statement of statements()) await client.query(statement);
    } finally {
      await client.end();
    }
    return { dir: undefined, remove: async () => undefined };
  }
  const dir = await mkdtemp(join(tmpdir(), 'platon-bench-host-'));
  const template = process.env.PLATON_TEMPLATE_DATA_DIR;
  if (template) await cp(template, dir, { recursive: true });
  else {
    const seeded = await startServer({ PLATON_DATA_DIR: dir }, { timeoutMs: 300_000 });
    await seeded.stop();
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(join(dir, 'pglite'));
  try {
    for (const statement of statements()) await db.exec(statement);
  } finally {
    await db.close();
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

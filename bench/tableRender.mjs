// Table rendering in a real Chromium (docs/performance.md), each figure beside a baseline taken in the same browser
// run: navigation to painted content for 1,000 x 20 and 10,000 x 20 rows, <platon-table>'s DataTable vs a
// bare React <table> of the same data (ratio; median of runs); then 100,000 client-side rows: frames per
// second while scrolling and the time of a sort by a column header click.
// The two pages are bundled here with esbuild (production React) and opened from file://, so neither
// network nor server takes part.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/chromium.mjs';
import { bundleBenchPage } from './lib/bundleBenchPage.mjs';
import { median, timeToPainted } from './lib/painted.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);

export const title = `Table rendering in Chromium (median of ${runs}, same browser run)`;

export async function run() {
  const dir = await mkdtemp(join(tmpdir(), 'platon-render-'));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  try {
    const pages = await bundle(dir);
    const rows = [];
    // docs/performance.md (raised 2026-11-24 from 1x and 0.25x).
    for (const [count, budget] of [
      [1000, 0.25],
      [10000, 0.05],
    ]) {
      const bare = [];
      const platon = [];
      for (let i = 0; i < runs; i++) {
        // Interleaved so drift of a noisy machine hits both sides alike.
        bare.push(await timeToPainted(browser, `${pages.bare}?rows=${count}`));
        platon.push(await timeToPainted(browser, `${pages.platon}?rows=${count}`));
      }
      const ratio = median(platon) / median(bare);
      rows.push(
        { metric: `${count.toLocaleString('en')} x 20: bare React table`, value: `${median(bare).toFixed(0)} ms` },
        { metric: `${count.toLocaleString('en')} x 20: Platon DataTable`, value: `${median(platon).toFixed(0)} ms` },
        { metric: `${count.toLocaleString('en')} x 20: ratio`, value: `${ratio.toFixed(2)}x`, budget: `<= ${budget}x` },
      );
    }
    rows.push(...(await scrollAndSort(browser, `${pages.platon}?rows=100000&client=1`)));
    return rows;
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function bundle(dir) {
  const entries = { bare: 'bench/browser/bareTable.tsx', platon: 'bench/browser/platonTable.tsx' };
  const pages = {};
  for (const [name, entry] of Object.entries(entries)) {
    await bundleBenchPage(entry, { outfile: join(dir, `${name}.js`) });
    const html = `<!doctype html><meta charset="utf-8"><title>${name}</title><div id="root"></div><script src="${name}.js"></script>`;
    await writeFile(join(dir, `${name}.html`), html);
    pages[name] = `file://${join(dir, `${name}.html`)}`;
  }
  return pages;
}

async function scrollAndSort(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  try {
    await page.goto(url);
    await page.waitForFunction(() => typeof window.__painted === 'number', null, { timeout: 120_000 });
    // Scroll the body 2 s at a steady speed, counting animation frames and the longest gap between two.
    const scroll = await page.evaluate(() => window.__bench.scroll(2000));
    const sort = [];
    for (let i = 0; i < 3; i++) sort.push(await page.evaluate(() => window.__bench.sort()));
    return [
      {
        metric: '100,000 client rows: scroll fps',
        value: `${scroll.fps.toFixed(0)} fps (longest frame ${scroll.longest.toFixed(0)} ms)`,
        budget: '60 fps',
      },
      { metric: '100,000 client rows: sort by header click', value: `${median(sort).toFixed(0)} ms`, budget: '<= 50 ms' },
    ];
  } finally {
    await page.close();
  }
}

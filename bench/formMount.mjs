// Form mounting in a real Chromium (docs/performance.md): navigation to painted content for a form of 100 and of 1,000
// fields (input, number, date, select, checkbox and textarea in turn), the form screen <platon-form> draws
// (FormScreen, the renderer, FieldFrame, the registry's controls) vs a bare react-hook-form form of the same
// fields (register() on plain inputs), interleaved in the same browser run; median of runs and the ratio.
// Both pages are bundled here with esbuild (production React) as ES modules with code splitting, so the lazy
// editor and map chunks stay out of the page as they do in dist/, and served from a local static server
// (Chromium refuses module scripts from file://): no API server takes part.
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/chromium.mjs';
import { bundleBenchPage } from './lib/bundleBenchPage.mjs';
import { median, timeToPainted } from './lib/painted.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
/** docs/performance.md: a form of 1,000 fields mounts within 1.0x of the bare react-hook-form form (1.1x before 2026-11-24). */
const BUDGET = 1.0;

export const title = `Form mount in Chromium (median of ${runs}, same browser run)`;

export async function run() {
  const dir = await mkdtemp(join(tmpdir(), 'platon-form-'));
  const server = await serve(dir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  try {
    const pages = await bundle(dir, `http://127.0.0.1:${server.address().port}`);
    // One unmeasured load of each first: the browser's first page pays for warming its own caches.
    await timeToPainted(browser, `${pages.bare}?fields=100`);
    await timeToPainted(browser, `${pages.platon}?fields=100`);
    const rows = [];
    for (const count of [100, 1000]) {
      const bare = [];
      const platon = [];
      for (let i = 0; i < runs; i++) {
        // Interleaved so drift of a noisy machine hits both sides alike.
        bare.push(await timeToPainted(browser, `${pages.bare}?fields=${count}`));
        platon.push(await timeToPainted(browser, `${pages.platon}?fields=${count}`));
      }
      const ratio = median(platon) / median(bare);
      const label = `${count.toLocaleString('en')} fields`;
      rows.push(
        { metric: `${label}: bare react-hook-form`, value: `${median(bare).toFixed(0)} ms` },
        { metric: `${label}: Platon form`, value: `${median(platon).toFixed(0)} ms` },
        { metric: `${label}: ratio`, value: `${ratio.toFixed(2)}x`, budget: count === 1000 ? `<= ${BUDGET}x` : undefined },
      );
    }
    return rows;
  } finally {
    await browser.close();
    server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function bundle(dir, origin) {
  const entries = { bare: 'bench/browser/bareForm.tsx', platon: 'bench/browser/platonForm.tsx' };
  const pages = {};
  for (const [name, entry] of Object.entries(entries)) {
    await bundleBenchPage(entry, { outdir: join(dir, name) });
    const html = `<!doctype html><meta charset="utf-8"><title>${name}</title><div id="root"></div><script type="module" src="${name}/${name}Form.js"></script>`;
    await writeFile(join(dir, `${name}.html`), html);
    pages[name] = `${origin}/${name}.html`;
  }
  return pages;
}

/** A static server of `dir` on a free port of 127.0.0.1. */
function serve(dir) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    try {
      const body = await readFile(join(dir, path.replace(/\.\.+/g, '')));
      response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

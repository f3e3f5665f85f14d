import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleBenchPage } from '../../bench/lib/bundleBenchPage.mjs';

// The table and form benches bundle Platon's views themselves: when the icon chunk brought fonts, their
// own esbuild settings lacked its loaders and `npm run bench` printed FAILED for both sections.
describe('the bench pages that bundle Platon with the shared asset loaders', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('bundles the table pages as scripts and the form pages as split modules', async () => {
    dir = await mkdtemp(join(tmpdir(), 'platon-bench-pages-'));
    for (const name of ['bareTable', 'platonTable']) {
      await bundleBenchPage(`bench/browser/${name}.tsx`, { outfile: join(dir, `${name}.js`) });
      expect(existsSync(join(dir, `${name}.js`))).toBe(true);
    }
    for (const name of ['bareForm', 'platonForm']) {
      await bundleBenchPage(`bench/browser/${name}.tsx`, { outdir: join(dir, name) });
      expect(await readdir(join(dir, name))).toContain(`${name}.js`);
    }
    // The form page keeps the lazy controls (with the icon set's fonts among them) in chunks of their own.
    expect((await readdir(join(dir, 'platonForm'))).length).toBeGreaterThan(3);
  }, 60_000);
});

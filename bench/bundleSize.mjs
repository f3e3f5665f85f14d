// Gzip size of what a page downloads before rendering (scripts/entrySize.mjs): the entry and each chunk
// it imports statically; for a page with only <platon-form>, also the form element's lazy chunk and its
// static imports. CI enforces the same budgets with `npm run size`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { kib, measureEntry, measureFormPage } from '../scripts/entrySize.mjs';

const DIST = fileURLToPath(new URL('../dist/elements/', import.meta.url));

export const title = 'entry JS, gzip';

export async function run() {
  const entry = `${DIST}platon.js`;
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  const { files, gzip } = measureEntry(entry);
  const rows = files.map((file) => ({ metric: `  ${file.file}`, value: kib(file.gzip) }));
  rows.unshift({ metric: '<platon-app>: platon.js + static chunks', value: kib(gzip), budget: '<= 100 KiB' });
  const form = measureFormPage(entry);
  const entryFiles = new Set(files.map((file) => file.file));
  const formOnly = form.files.filter((file) => !entryFiles.has(file.file));
  rows.push({ metric: `<platon-form> page: entry + form chunks`, value: kib(form.gzip), budget: '<= 120 KiB (the CI gate, npm run size)' });
  rows.push(...formOnly.map((file) => ({ metric: `  ${file.file}`, value: kib(file.gzip) })));
  const loader = `${DIST}platon-loader.js`;
  if (existsSync(loader)) rows.push({ metric: 'platon-loader.js (classic script)', value: kib(measureEntry(loader).gzip) });
  return rows;
}

// Gzip size of what a page downloads before rendering (scripts/entrySize.mjs): the entry and each chunk
// it imports statically. CI enforces the same budget with `npm run size`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { kib, measureEntry } from '../scripts/entrySize.mjs';

const DIST = fileURLToPath(new URL('../dist/elements/', import.meta.url));

export const title = 'entry JS, gzip';

export async function run() {
  const entry = `${DIST}platon.js`;
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  const { files, gzip } = measureEntry(entry);
  const rows = files.map((file) => ({ metric: `  ${file.file}`, value: kib(file.gzip) }));
  rows.unshift({ metric: '<platon-app>: platon.js + static chunks', value: kib(gzip), budget: '<= 200 KiB' });
  const loader = `${DIST}platon-loader.js`;
  if (existsSync(loader)) rows.push({ metric: 'platon-loader.js (classic script)', value: kib(measureEntry(loader).gzip) });
  return rows;
}

// CI's size gate (DESIGN §6): the JS a page with <platon-app> downloads before rendering, i.e.
// dist/elements/platon.js and the chunks it imports statically, must stay within 200 KiB gzip.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { kib, measureEntry } from './entrySize.mjs';

const ENTRY = fileURLToPath(new URL('../dist/elements/platon.js', import.meta.url));
const BUDGET = 200 * 1024;

if (!existsSync(ENTRY)) {
  console.error(`${ENTRY} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const { files, raw, gzip } = measureEntry(ENTRY);
const width = Math.max(...files.map((f) => f.file.length), 'total'.length);
const row = (name, rawBytes, gzipBytes) =>
  `${name.padEnd(width)}  ${kib(rawBytes).padStart(11)}  ${kib(gzipBytes).padStart(11)}`;
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(11)}  ${'gzip'.padStart(11)}`);
for (const file of files) console.log(row(file.file, file.raw, file.gzip));
console.log(row('total', raw, gzip));

if (gzip > BUDGET) {
  console.error(`\nentry JS for <platon-app> is ${kib(gzip)} gzip, over the ${kib(BUDGET)} budget (DESIGN §6)`);
  process.exit(1);
}
console.log(`\nwithin the ${kib(BUDGET)} gzip budget for <platon-app> (${kib(BUDGET - gzip)} left)`);

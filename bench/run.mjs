// `npm run bench`: runs each benchmark in order and prints its figures beside the docs/performance.md budget, where
// there is one. A benchmark is a module exporting `title` and `run()`, which resolves to rows of
// { metric, value, budget? }; add a file and list it below (browser render timings will come that way).
// A failing benchmark prints its error in place of its figures; the others still run.
// `npm run bench -- dataCall tableData` runs only the benchmarks whose file names contain one of the words;
// `--soak-minutes 60` makes the soak (the last, a few minutes by default) run an hour. A row marked `failed`
// (the soak's verdict) fails the run as an error does.
import { cpus } from 'node:os';
import { database } from './lib/benchServer.mjs';
import { withoutSoakOptions } from './lib/soakOptions.mjs';

const benches = [
  './serverStart.mjs',
  './api.mjs',
  './signIn.mjs',
  './eimzoSignIn.mjs',
  './oidcExchange.mjs',
  './tableData.mjs',
  './dataCall.mjs',
  './bundleSize.mjs',
  './menuVisible.mjs',
  './tableRender.mjs',
  './formMount.mjs',
  './navigation.mjs',
  './hostTable.mjs',
  './dataTransfer.mjs',
  './soak.mjs',
];

console.log(`Platon bench: Node ${process.version}, ${cpus().length} cores, database ${database}\n`);
const sections = [];
let failed = false;
const only = withoutSoakOptions(process.argv.slice(2)).map((word) => word.toLowerCase());
for (const file of benches.filter((name) => !only.length || only.some((word) => name.toLowerCase().includes(word)))) {
  const bench = await import(file);
  try {
    const rows = await bench.run();
    if (rows.some((row) => row.failed)) failed = true;
    sections.push({ title: bench.title, rows });
  } catch (error) {
    failed = true;
    sections.push({ title: bench.title, rows: [{ error: error instanceof Error ? error.message : String(error) }] });
  }
}

const all = sections.flatMap((section) => section.rows).filter((row) => !row.error);
const width = (key, title) => Math.max(title.length, ...all.map((row) => row[key].length));
const widths = [width('metric', 'metric') + 2, width('value', 'value')];
const line = (metric, value, budget) => `${metric.padEnd(widths[0])}  ${value.padStart(widths[1])}  ${budget}`.trimEnd();
console.log(line('metric', 'value', 'budget (docs/performance.md)'));
for (const section of sections) {
  console.log(`\n${section.title}`);
  for (const row of section.rows) {
    // An error can run to several lines (a server's last output): print it whole, outside the columns.
    if (row.error) console.log(`  FAILED: ${row.error.replace(/\n/g, '\n    ')}`);
    else console.log(line(`  ${row.metric}`, row.value, row.budget ?? ''));
  }
}
process.exitCode = failed ? 1 : 0;

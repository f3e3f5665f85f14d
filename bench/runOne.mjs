// `node bench/runOne.mjs ./navigation.mjs` (from the root): runs one bench of run.mjs alone and prints its rows
// (BENCH_RUNS=3 for fewer runs; PLATON_TEMPLATE_DATA_DIR=<a seeded data folder> to skip seeding the demo).
const bench = await import(process.argv[2]);
console.log(bench.title);
for (const row of await bench.run()) console.log(row.metric.padEnd(60), row.value, row.budget ?? '');

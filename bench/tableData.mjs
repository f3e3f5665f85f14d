// The table data call of docs/performance.md: one page of 50 rows out of the demo's 100,000 appeals, sorted and
// filtered, at 50 concurrent requests, on PGlite and on PostgreSQL in the same run (PostgreSQL figures need
// its server binaries; without them that half says so). Also the totals call the browser makes once per
// filter change, for scale.
import { load } from './lib/load.mjs';
import { adminToken, startBenchServer } from './lib/benchServer.mjs';
import { hasPostgres, startPostgresCluster } from '../scripts/lib/postgresCluster.mjs';

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

export const title = `Table data call, 50 of 100,000 rows sorted and filtered, ${concurrency} concurrent for ${seconds} s`;

/** A realistic page: one region, newest first, page 3. */
const query = new URLSearchParams({
  page: '3',
  size: '50',
  sort: 'created_at',
  order: '-1',
  filters: JSON.stringify({ region_id: 1 }),
});

export async function run() {
  const rows = [...(await measure('PGlite', {}))];
  if (!hasPostgres()) return [...rows, { metric: 'PostgreSQL', value: 'skipped: no PostgreSQL binaries' }];
  const cluster = await startPostgresCluster();
  try {
    rows.push(...(await measure('PostgreSQL', { DATABASE_URL: cluster.url })));
  } finally {
    cluster.stop();
  }
  return rows;
}

async function measure(database, env) {
  const server = await startBenchServer(env);
  try {
    const headers = { authorization: `Bearer ${await adminToken(server.url)}` };
    const data = `${server.url}/api/tables/appeals/data?${query}`;
    const totals = `${server.url}/api/tables/appeals/totals?${new URLSearchParams({ filters: query.get('filters') })}`;
    const check = await fetch(data, { headers });
    const body = await check.json();
    if (!check.ok || body?.data?.rows?.length !== 50)
      throw new Error(`${database}: data call answered ${check.status} ${JSON.stringify(body).slice(0, 300)}`);
    await load(data, { concurrency, seconds: 1, headers }); // warm-up: JIT, pool, database caches
    const page = await load(data, { concurrency, seconds, headers });
    const sums = await load(totals, { concurrency: 10, seconds: 2, headers });
    const errors = (result) => (result.errors ? `, ${result.errors} errors` : '');
    return [
      {
        metric: `${database}: data p50 / p99`,
        value: `${page.p50.toFixed(1)} / ${page.p99.toFixed(1)} ms`,
        budget: database === 'PostgreSQL' ? 'p99 < 50 ms' : '',
      },
      { metric: `${database}: data requests/s`, value: `${page.rps.toFixed(0)}${errors(page)}` },
      { metric: `${database}: totals p50 (10 concurrent)`, value: `${sums.p50.toFixed(1)} ms${errors(sums)}` },
    ];
  } finally {
    await server.stop();
  }
}

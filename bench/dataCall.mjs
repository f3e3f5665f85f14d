// Issue 16, the data call at the machine's limit: the table data call (page 3 of 50 rows, one region, newest
// first, of the demo's 100,000 appeals) on a private PostgreSQL, measured against a minimal Fastify + pg
// handler running the same page SQL on a pool of the same size (also inside the read-only transaction Platon
// wraps an administrator's SQL in, docs/architecture.md), the variants interleaved in one run because
// these machines are noisy. Also: two Platon instances on the one database behind a round-robin proxy, and
// one of them restarted under load (no request may fail); the page query's own time in the database
// (EXPLAIN ANALYZE) written the old way (the lookups joined before the window is cut) and the new way.
// Alone: `npm run bench -- dataCall` (or `node bench/runOne.mjs ./dataCall.mjs`).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { adminToken } from './lib/benchServer.mjs';
import { load } from './lib/load.mjs';
import { startRoundRobinProxy } from './lib/roundRobinProxy.mjs';
import { hasPostgres, startPostgresCluster } from '../scripts/lib/postgresCluster.mjs';
import { freePort, ROOT, SERVER_NODE_OPTIONS, startServer } from '../scripts/lib/server.mjs';

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const SIZE = 50;
const PAGE = 3;
const REGION = 1;

export const title = `Data call at the machine's limit (issue 16): PostgreSQL, page ${PAGE} of ${SIZE} rows, ${concurrency} concurrent, ${rounds} interleaved rounds of ${seconds} s`;

/** The figures of issue 16 (2026-11-24, before this work), printed beside today's. */
const BEFORE = {
  ratio: 'before: 0.90x (316-327 vs 357-364 req/s)',
  query: 'before: 1.7 ms (other machine)',
  statements: 'before: 5 statements per call',
};

export async function run() {
  if (!hasPostgres()) return [{ metric: 'PostgreSQL', value: 'skipped: no PostgreSQL binaries' }];
  const cluster = await startPostgresCluster();
  const dataDir = await mkdtemp(join(tmpdir(), 'platon-datacall-'));
  /** @type {(() => Promise<unknown>)[]} */
  const stops = [];
  try {
    const env = { DATABASE_URL: cluster.url, PLATON_DATA_DIR: dataDir };
    const first = await startServer(env);
    stops.push(() => first.stop());
    const secondPort = String(await freePort());
    let second = await startServer({ ...env, PORT: secondPort });
    stops.push(() => second.stop());
    // No compression, as autocannon asked in issue 16's figures: the minimal handler compresses nothing, and
    // Node's fetch would otherwise ask Platon for brotli or gzip of every 30 KB page.
    const headers = { authorization: `Bearer ${await adminToken(first.url)}`, 'accept-encoding': 'identity' };
    const path = `/api/tables/appeals/data?${new URLSearchParams({
      page: String(PAGE),
      size: String(SIZE),
      sort: 'created_at',
      order: '-1',
      filters: JSON.stringify({ region_id: REGION }),
    })}`;
    const answer = await (await fetch(first.url + path, { headers })).json();
    const platonRows = answer?.data?.rows;
    if (platonRows?.length !== SIZE) throw new Error(`data call answered ${JSON.stringify(answer).slice(0, 300)}`);

    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    stops.push(() => client.end());
    const { rows } = await client.query(`SELECT source_sql FROM tables WHERE name = 'appeals'`);
    const sql = pageSql(rows[0].source_sql, Object.keys(platonRows[0]));

    const minimalOld = await startMinimal(cluster.url, sql.old);
    stops.push(minimalOld.stop);
    const minimalNew = await startMinimal(cluster.url, sql.new);
    stops.push(minimalNew.stop);
    const minimalJson = await startMinimal(cluster.url, sql.json, 'json');
    stops.push(minimalJson.stop);
    const minimalJsonReadOnly = await startMinimal(cluster.url, sql.json, 'json', true);
    stops.push(minimalJsonReadOnly.stop);
    const minimalPath = `/data?page=${PAGE}&region=${REGION}`;
    const same = [];
    for (const minimal of [minimalOld, minimalNew, minimalJson, minimalJsonReadOnly]) {
      const minimalRows = (await (await fetch(minimal.url + minimalPath)).json()).data.rows;
      same.push(isDeepStrictEqual(minimalRows, platonRows));
    }

    const queryMs = await explainTimes(client, sql, PAGE);
    const deepMs = await explainTimes(client, sql, 200);
    // A sort no index of the base table serves: every filtered row is sorted, before or after the lookups.
    const byAmountMs = await explainTimes(client, pageSql(rows[0].source_sql, Object.keys(platonRows[0]), 'amount'), PAGE, 'amount');

    const proxy = await startRoundRobinProxy([first.url, `http://127.0.0.1:${secondPort}`]);
    stops.push(proxy.close);
    const variants = [
      { name: 'minimal handler, old SQL', url: minimalOld.url + minimalPath },
      { name: 'minimal handler, new SQL', url: minimalNew.url + minimalPath },
      { name: "minimal handler, Platon's JSON SQL", url: minimalJson.url + minimalPath },
      { name: "minimal handler, Platon's JSON SQL, read-only", url: minimalJsonReadOnly.url + minimalPath },
      { name: 'Platon', url: first.url + path },
      { name: 'Platon x2 behind the proxy', url: proxy.url + path },
    ];
    for (const variant of variants) await load(variant.url, { concurrency, seconds: 1, headers }); // warm-up
    /** @type {Record<string, Awaited<ReturnType<typeof load>>[]>} */
    const results = Object.fromEntries(variants.map((variant) => [variant.name, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const variant of variants) results[variant.name].push(await load(variant.url, { concurrency, seconds, headers }));
    }

    // One instance restarted under load through the proxy: stopped (it finishes what it has), started again.
    const restartLoad = load(proxy.url + path, { concurrency, seconds: Math.max(8, seconds * 2), headers });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await second.stop();
    second = await startServer({ ...env, PORT: secondPort });
    const restarted = await restartLoad;

    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const rps = (name) => results[name].map((result) => result.rps);
    const ratio = (name, base) => median(rps(name).map((value, index) => value / rps(base)[index]));
    const errors = (name) => results[name].reduce((sum, result) => sum + result.errors, 0);
    const rows_ = variants.map(({ name }) => ({
      metric: `${name}: req/s, p50 / p99`,
      value: `${median(rps(name)).toFixed(0)}, ${median(results[name].map((r) => r.p50)).toFixed(0)} / ${median(results[name].map((r) => r.p99)).toFixed(0)} ms${errors(name) ? `, ${errors(name)} errors` : ''}`,
    }));
    return [
      ...rows_,
      {
        metric: 'Platon / minimal handler, new SQL',
        value: `${ratio('Platon', 'minimal handler, new SQL').toFixed(2)}x`,
        budget: `>= 0.95x; ${BEFORE.ratio}`,
      },
      {
        metric: "Platon / minimal handler, Platon's JSON SQL",
        value: `${ratio('Platon', "minimal handler, Platon's JSON SQL").toFixed(2)}x`,
        budget: '>= 0.95x (the same SQL and the same unparsed answer: what the rest of Platon costs)',
      },
      {
        metric: "minimal handler, Platon's JSON SQL: read-only / alone",
        value: `${ratio("minimal handler, Platon's JSON SQL, read-only", "minimal handler, Platon's JSON SQL").toFixed(2)}x`,
        budget: "what docs/architecture.md's read-only transaction with a statement timeout costs by itself",
      },
      {
        metric: "Platon / minimal handler, Platon's JSON SQL, read-only",
        value: `${ratio('Platon', "minimal handler, Platon's JSON SQL, read-only").toFixed(2)}x`,
        budget: 'what the rest of Platon costs (session check, routing, the query built per call)',
      },
      {
        metric: 'Platon / minimal handler, old SQL',
        value: `${ratio('Platon', 'minimal handler, old SQL').toFixed(2)}x`,
        budget: BEFORE.ratio,
      },
      {
        metric: 'Platon x2 / minimal handler, new SQL',
        value: `${ratio('Platon x2 behind the proxy', 'minimal handler, new SQL').toFixed(2)}x`,
      },
      {
        metric: 'one of two restarted under load: failed requests',
        value: `${restarted.errors} of ${restarted.requests + restarted.errors} (proxy retries ${proxy.retries()})${restarted.firstError ? `, first: ${restarted.firstError}` : ''}`,
        budget: '0',
      },
      {
        metric: 'page query in the database, old / new / JSON SQL (median)',
        value: `${queryMs.old.toFixed(2)} / ${queryMs.new.toFixed(2)} / ${queryMs.json.toFixed(2)} ms`,
        budget: `<= 0.5 ms; ${BEFORE.query}`,
      },
      {
        metric: 'the same at page 200 (10,000 rows skipped)',
        value: `${deepMs.old.toFixed(2)} / ${deepMs.new.toFixed(2)} / ${deepMs.json.toFixed(2)} ms`,
      },
      {
        metric: 'the same sorted by amount (no index serves it)',
        value: `${byAmountMs.old.toFixed(2)} / ${byAmountMs.new.toFixed(2)} / ${byAmountMs.json.toFixed(2)} ms`,
      },
      {
        metric: 'rows of Platon = minimal handler old / new / JSON SQL / read-only',
        value: same.map((equal) => (equal ? 'yes' : 'NO')).join(' / '),
      },
    ];
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The page SQL as Platon's queryRows writes it for an administrator's source, before issue 16 (the whole
 * source sorted and cut) and after it (cut on row keys, then the page's rows read whole).
 */
function pageSql(sourceSql, fields, sort = 'created_at') {
  const id = (name) => `"src"."${name}"`;
  const exact = ['amount', 'paid', 'debt', 'paid_percent'].filter((field) => fields.includes(field));
  const order = `ORDER BY "src"."${sort}" DESC, "src"."id" DESC`;
  const columns = [
    'row_to_json(src) AS r',
    ...exact.map((field, index) => `${id(field)}::text AS "x${index}"`),
    `"src"."${sort}"::text AS "k0"`,
    `"src"."id"::text AS "k1"`,
  ].join(', ');
  const list = fields.map(id).join(', ');
  const text = sourceSql.replace(/[\s;]+$/, '');
  // querySource's wrapper, whose bound parameter keeps the text to one statement: before, it was a WHERE, which
  // kept every lookup join in a generic plan; now it is a one-row relation of its own.
  const source = (param, before) =>
    before
      ? `(SELECT * FROM (\n${text}\n) AS admin_sql WHERE ${param})`
      : `(SELECT admin_sql.* FROM (\n${text}\n) AS admin_sql, (SELECT ${param}::boolean) AS guard)`;
  const cut = (picked, before = false) =>
    `SELECT ${picked} FROM ${source('$1', before)} AS src WHERE "src"."region_id" = $2 ${order} LIMIT $3 OFFSET $4`;
  // queryWindowSql's literal bound over the keys' bound LIMIT (51 rows: 64), which the generic plan needs.
  const newPage = `SELECT ${list} FROM (SELECT * FROM (${cut(id('id'))}) AS cut LIMIT ${2 ** Math.ceil(Math.log2(SIZE + 1))}) AS page JOIN ${source('$5')} AS src ON "src"."id" = "page"."id"`;
  // queryRowsJson: the page's rows as one JSON text, numerics lossless in SQL.
  const value = (field) => {
    const raw = `src."${field}"`;
    if (!exact.includes(field)) return `${raw} AS "${field}"`;
    const number = `${raw}::numeric`;
    const fifteenDigits = `CASE scale(${number}) WHEN 0 THEN 1e15 WHEN 1 THEN 1e14 WHEN 2 THEN 1e13 WHEN 3 THEN 1e12 WHEN 4 THEN 1e11 WHEN 5 THEN 1e10 WHEN 6 THEN 1e9 ELSE 0 END`;
    return `CASE WHEN ${raw} IS NULL THEN NULL WHEN abs(${number}) < ${fifteenDigits} THEN to_json(${number}) WHEN ${number} <> 0 AND NOT abs(${number}) BETWEEN 1e-307 AND 1e308 THEN to_json(${raw}::text) WHEN ${number}::float8::text::numeric = ${number} THEN to_json(${number}) ELSE to_json(${raw}::text) END AS "${field}"`;
  };
  return {
    old: { text: `SELECT ${columns} FROM (${cut(list, true)}) AS src ${order}`, values: [true, '$region', SIZE + 1, '$offset'] },
    new: { text: `SELECT ${columns} FROM (${newPage}) AS src ${order}`, values: [true, '$region', SIZE + 1, '$offset', true] },
    json: {
      text: `SELECT '[' || coalesce(string_agg(r::text, ',' ORDER BY n) FILTER (WHERE n <= $6), '') || ']' AS json, count(*)::integer AS fetched
        FROM (SELECT row_to_json(out) AS r, src."n" AS n
          FROM (SELECT src.*, row_number() OVER (${order}) AS "n" FROM (${newPage}) AS src) AS src
          CROSS JOIN LATERAL (SELECT ${fields.map(value).join(', ')}) AS out) AS rows`,
      values: [true, '$region', SIZE + 1, '$offset', true, SIZE],
    },
  };
}

/**
 * Median execution time of each page SQL by EXPLAIN ANALYZE (timing off), generic plans, interleaved. The
 * row-wise texts' rows are not turned into text there (EXPLAIN discards them), the JSON text's are.
 */
async function explainTimes(client, sql, page, tag = 'created_at') {
  await client.query(`SET plan_cache_mode = force_generic_plan`);
  /** @type {Record<string, number[]>} */
  const times = { old: [], new: [], json: [] };
  for (let i = 0; i < 40; i += 1) {
    for (const key of ['old', 'new', 'json']) {
      const values = sql[key].values.map((value) => (value === '$region' ? REGION : value === '$offset' ? (page - 1) * SIZE : value));
      const result = await client.query({
        name: `explain_${tag}_${key}`,
        text: `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${sql[key].text}`,
        values,
      });
      if (i >= 5) times[key].push(result.rows[0]['QUERY PLAN'][0]['Execution Time']);
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { old: median(times.old), new: median(times.new), json: median(times.json) };
}

/**
 * Starts bench/lib/minimalDataServer.mjs on `sql` (answering `rows` or a `json` text), with `readOnly` in
 * Platon's read-only transaction, and resolves once it listens.
 */
async function startMinimal(databaseUrl, sql, mode = 'rows', readOnly = false) {
  // With the server's own Node options (a young generation sized for a request's garbage), so that the two
  // differ only in what each does per call.
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_OPTIONS, ...(readOnly ? ['--import', 'tsx'] : []), join(ROOT, 'bench/lib/minimalDataServer.mjs')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: '0',
        PAGE_SQL: JSON.stringify({ text: sql.text, size: SIZE }),
        PAGE_VALUES: JSON.stringify(sql.values),
        PAGE_MODE: mode,
        READ_ONLY: readOnly ? '1' : '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('ready ')) resolve(line.slice(6));
    });
    child.once('exit', (code) => reject(new Error(`minimal handler exited with ${code}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// Data in and out at scale (issue 14): the demo's 100,000 appeals exported as a background job, then
// 100,000 new appeals imported from a csv file as a job, each timed from the request to the job's end, with
// the server's peak memory (VmHWM) after each. Prints the table's row count beside the figures. On PGlite,
// or PostgreSQL with DATABASE_URL (`node scripts/with-postgres.mjs npm run bench`).
import { readFileSync } from 'node:fs';
import { adminToken, database, startBenchServer } from './lib/benchServer.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);

export const title = `Export and import of ${ROWS.toLocaleString('en')} rows as background jobs (${database})`;

export async function run() {
  const server = await startBenchServer({ PLATON_DEMO_APPEALS: String(ROWS) });
  try {
    const auth = { authorization: `Bearer ${await adminToken(server.url)}` };
    const api = (path, init = {}) => fetch(`${server.url}/api/${path}`, { ...init, headers: { ...auth, ...init.headers } });
    const before = await count(api);
    // The peak so far (start and seeding), so the figures after each job say what the job added, if anything.
    const startPeak = peakMemory(server.process.pid);

    const exportStart = performance.now();
    const exported = await finish(
      api,
      await api('jobs/export/appeals', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    const exportMs = performance.now() - exportStart;
    const exportPeak = peakMemory(server.process.pid);

    const csv = importFile();
    const body = new FormData();
    body.append('file', new Blob([csv], { type: 'text/csv' }), 'appeals.csv');
    const importStart = performance.now();
    const imported = await finish(api, await api('import/appeals?background=true', { method: 'POST', body }));
    const importMs = performance.now() - importStart;
    const importPeak = peakMemory(server.process.pid);
    if (imported.status !== 'done')
      throw new Error(`import job ${imported.status}: ${imported.message} ${JSON.stringify(imported.detail?.errors?.slice(0, 3))}`);
    const after = await count(api);

    return [
      { metric: 'appeals before / after the import', value: `${before.toLocaleString('en')} / ${after.toLocaleString('en')}` },
      { metric: 'server peak memory before the jobs (start, seed)', value: `${peakText(startPeak)}` },
      {
        metric: `export job, ${exported.total.toLocaleString('en')} rows`,
        value: `${(exportMs / 1000).toFixed(1)} s, ${(exported.resultSize / 1024 / 1024).toFixed(1)} MiB`,
      },
      { metric: 'server peak memory after the export', value: `${peakText(exportPeak)}` },
      {
        metric: `import job, ${imported.total.toLocaleString('en')} rows (${(csv.length / 1024 / 1024).toFixed(1)} MiB csv)`,
        value: `${(importMs / 1000).toFixed(1)} s, ${Math.round(imported.total / (importMs / 1000))} rows/s`,
      },
      { metric: 'server peak memory after the import', value: `${peakText(importPeak)}` },
    ];
  } finally {
    await server.stop();
  }
}

/** Waits for the job a 202 answer started and returns it ended. */
async function finish(api, response) {
  const body = await response.json();
  if (response.status !== 202) throw new Error(`job not started: HTTP ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  for (;;) {
    const job = (await (await api(`jobs/${body.data.id}`)).json()).data;
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function count(api) {
  const response = await api('tables/appeals/totals');
  return (await response.json()).data.total;
}

/** New appeals, their selects named by id (region 1 and its first district, the first category and status). */
function importFile() {
  const [region, district, category, status] = [1, 1, 1, 1];
  const header = 'Рақами;Мурожаатчи;Телефон;Ҳудуд;Туман;Тоифа;Ҳолат;Сумма;Тўланган;Муддати;Мазмуни';
  const lines = [header];
  for (let i = 1; i <= ROWS; i += 1) {
    lines.push(
      `BENCH-${String(i).padStart(6, '0')};Фойдаланувчи ${i};;${region};${district};${category};${status};${i % 5000}.50;0;15.03.2026;Синов`,
    );
  }
  return lines.join('\n');
}

/** The process's peak resident memory so far (Linux /proc), or null elsewhere. */
function peakMemory(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

function peakText(bytes) {
  return bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
}

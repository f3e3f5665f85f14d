// Throughput and latency of light API calls under concurrent load, loopback only.
import { load } from './lib/load.mjs';
import { adminToken, startBenchServer } from './lib/benchServer.mjs';

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

export const title = `API, ${concurrency} concurrent for ${seconds} s`;

export async function run() {
  const server = await startBenchServer();
  try {
    const auth = { authorization: `Bearer ${await adminToken(server.url)}` };
    const calls = [
      { name: 'GET /api/info', url: `${server.url}/api/info`, headers: {} },
      { name: 'GET /api/menus', url: `${server.url}/api/menus`, headers: auth },
    ];
    const rows = [];
    for (const call of calls) {
      // A short warm-up first, so the JIT and connection pool are not part of the figure.
      await load(call.url, { concurrency, seconds: 1, headers: call.headers });
      const result = await load(call.url, { concurrency, seconds, headers: call.headers });
      const errors = result.errors ? `, ${result.errors} errors` : '';
      rows.push(
        { metric: `${call.name} requests/s`, value: `${result.rps.toFixed(0)}${errors}` },
        { metric: `${call.name} p50 / p99`, value: `${result.p50.toFixed(1)} / ${result.p99.toFixed(1)} ms` },
      );
    }
    return rows;
  } finally {
    await server.stop();
  }
}

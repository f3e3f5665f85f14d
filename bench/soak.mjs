// The soak (issue 42): the built server under a steady mixed load for a set time, printing latency and memory
// every interval, then a verdict: memory flat and no request failed. `npm run bench` runs it for a few minutes
// (bench/lib/soakOptions.mjs); `npm run bench -- soak --soak-minutes 60` or `node bench/soak.mjs --soak-minutes
// 60` for an hour. Virtual users (bench/lib/soakUser.mjs) send one request each at a fixed pace, alternating
// the demo's administrator and user accounts. Memory is read from the server's own /metrics; the verdict
// compares the heap and the resident set after a full collection (forced through the inspector, with the load
// held for a moment) at the end of the warm-up with the same at the end, so both figures count what lives on,
// not garbage waiting for its collection (bench/lib/soakVerdict.mjs has the budgets).
import { fileURLToPath } from 'node:url';
import { database, startBenchServer } from './lib/benchServer.mjs';
import { inspectorSession } from './lib/inspectorSession.mjs';
import { serverMemory } from './lib/serverMemory.mjs';
import { soakOptions } from './lib/soakOptions.mjs';
import { createSoakUser } from './lib/soakUser.mjs';
import { HEAP_BUDGET_MIB_PER_MIN, RSS_BUDGET_MIB_PER_MIN, soakVerdict } from './lib/soakVerdict.mjs';

const options = soakOptions(process.argv.slice(2), process.env);
const ACCOUNTS = [
  { username: 'admin', password: 'admin123' },
  { username: 'user', password: 'user123' },
];
const MIB = 1024 * 1024;

export const title = `Soak: ${options.users} users, ${options.rate} requests/s for ${options.minutes} min (${database}, demo data)`;

export async function run() {
  const server = await startBenchServer({ NODE_OPTIONS: '--inspect=127.0.0.1:0' });
  const inspector = await inspectorSession(server.output).catch(async (error) => {
    await server.stop();
    throw error;
  });
  try {
    return await soak(server.url, inspector, server.output);
  } finally {
    inspector.close();
    await server.stop();
  }
}

async function soak(url, inspector, output) {
  const attachments = await attachmentsElement(url);
  const all = [];
  /** Latencies by request kind, for the slowest kinds' line at the end. */
  const byLabel = new Map();
  let interval = emptyInterval();
  let errors = 0;
  const firstErrors = new Map();
  const onCall = (call) => {
    if (call.ok) {
      interval.latencies.push(call.ms);
      all.push(call.ms);
      if (!byLabel.has(call.label)) byLabel.set(call.label, []);
      byLabel.get(call.label).push(call.ms);
      return;
    }
    interval.errors += 1;
    errors += 1;
    interval.firstError ||= call.error;
    if (firstErrors.size < 5 && !firstErrors.has(call.label)) firstErrors.set(call.label, call.error);
  };
  const users = Array.from({ length: options.users }, (_, index) =>
    createSoakUser({ url, index, users: options.users, account: ACCOUNTS[index % ACCOUNTS.length], attachments, onCall }),
  );

  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const endAt = options.minutes * 60;
  const period = (options.users / options.rate) * 1000;
  let paused = null;
  let stopping = false;
  const inFlight = new Set();
  // Each user sends its next request at its own fixed beat; a user whose request took longer than the beat
  // goes on at once rather than sending the missed ones in a burst (the interval's rate then shows it).
  const loop = async (user, index) => {
    let due = performance.now() + (period * index) / options.users;
    while (!stopping) {
      await sleep(due - performance.now());
      if (paused) await paused;
      if (stopping) break;
      const step = user.step();
      inFlight.add(step);
      await step;
      inFlight.delete(step);
      due = Math.max(due + period, performance.now() - period);
    }
  };
  /** Holds every user back and waits for the requests in flight, so a heap figure sees no request's garbage. */
  const quiet = async (work) => {
    let release;
    paused = new Promise((resolve) => (release = resolve));
    await Promise.all(inFlight);
    try {
      return await work();
    } finally {
      paused = null;
      release();
    }
  };
  const afterCollection = async () => {
    await inspector.collectGarbage();
    return serverMemory(url);
  };

  console.log(
    `\n${title}: an interval line every ${options.intervalSeconds} s, warm-up ${Math.round(options.warmupSeconds)} s\n` +
      `  ${'elapsed'.padEnd(8)}${'requests'.padStart(9)}${'req/s'.padStart(7)}${'errors'.padStart(7)}` +
      `${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99 ms'.padStart(9)}${'RSS MiB'.padStart(9)}${'heap'.padStart(7)}${'floor'.padStart(7)}${'external'.padStart(10)}`,
  );
  const loops = users.map(loop);
  let atWarmup = null;
  let nextLine = options.intervalSeconds;
  let lastLineAt = 0;
  while (seconds() < endAt) {
    await sleep(Math.min(1000, (endAt - seconds()) * 1000));
    // Sampled every second: the lowest heap of an interval is close to what survived its collections.
    const memory = await serverMemory(url);
    interval.heapFloor = Math.min(interval.heapFloor, memory.heapUsed);
    interval.rss = memory.rss;
    interval.heap = memory.heapUsed;
    interval.external = memory.external;
    if (atWarmup === null && seconds() >= options.warmupSeconds) {
      atWarmup = await quiet(afterCollection);
      console.log(`  warm-up over: after a full collection, RSS ${mib(atWarmup.rss)} MiB, heap ${mib(atWarmup.heapUsed)} MiB`);
    }
    if (seconds() >= nextLine || seconds() >= endAt) {
      const now = seconds();
      console.log(intervalLine(now, now - lastLineAt, interval));
      interval = emptyInterval();
      lastLineAt = now;
      nextLine += options.intervalSeconds;
    }
  }
  stopping = true;
  if (paused) await paused;
  await Promise.all(loops);
  const measuredMinutes = (seconds() - options.warmupSeconds) / 60;
  const atEnd = await afterCollection();

  all.sort((a, b) => a - b);
  const verdict = soakVerdict({
    atWarmup: atWarmup ?? atEnd,
    atEnd,
    measuredMinutes: atWarmup === null ? 0 : measuredMinutes,
    requests: all.length,
    errors,
  });
  const rows = [
    { metric: 'requests answered / failed', value: `${all.length.toLocaleString('en')} / ${errors}`, budget: 'no failure' },
    {
      metric: 'latency p50 / p95 / p99, whole run',
      value: `${percentile(all, 0.5).toFixed(1)} / ${percentile(all, 0.95).toFixed(1)} / ${percentile(all, 0.99).toFixed(1)} ms`,
    },
    {
      metric: 'heap after a full collection, warm-up end -> end',
      value: `${mib((atWarmup ?? atEnd).heapUsed)} -> ${mib(atEnd.heapUsed)} MiB, ${signed(verdict.heapMiBPerMin)} MiB/min`,
      budget: `<= ${HEAP_BUDGET_MIB_PER_MIN} MiB/min`,
    },
    {
      metric: 'RSS after a full collection, warm-up end -> end',
      value: `${mib((atWarmup ?? atEnd).rss)} -> ${mib(atEnd.rss)} MiB, ${signed(verdict.rssMiBPerMin)} MiB/min`,
      budget: `<= ${RSS_BUDGET_MIB_PER_MIN} MiB/min`,
    },
    {
      metric: 'of it V8 heap held, and external (buffers, PGlite)',
      value: `${mib((atWarmup ?? atEnd).heapTotal)} -> ${mib(atEnd.heapTotal)}, ${mib((atWarmup ?? atEnd).external)} -> ${mib(atEnd.external)} MiB`,
    },
    ...slowest(byLabel),
    ...[...firstErrors.values()].map((error) => ({ metric: 'a failure', value: error.slice(0, 160) })),
    ...serverErrors(output()).map((line) => ({ metric: 'the server logged', value: line })),
    {
      metric: 'verdict',
      value: verdict.passed ? 'memory flat, no errors' : `FAILED: ${verdict.problems.join('; ')}`,
      ...(verdict.passed ? {} : { failed: true }),
    },
  ];
  return rows;
}

/** The server's own error lines (pino level 50 and up: a 5xx), so a failure comes with its cause. */
function serverErrors(output) {
  const lines = [];
  for (const line of output.split('\n')) {
    const entry = /\{.*\}/.exec(line)?.[0];
    let parsed;
    try {
      parsed = entry ? JSON.parse(entry) : null;
    } catch {
      continue;
    }
    if (parsed?.level >= 50) lines.push(`${parsed.requestId ?? ''} ${parsed.err?.message ?? parsed.msg ?? ''}`.trim().slice(0, 200));
  }
  return [...new Set(lines)].slice(0, 5);
}

/** The three request kinds with the highest p95, so a slow run says where its time went. */
function slowest(byLabel) {
  return [...byLabel]
    .map(([label, latencies]) => {
      latencies.sort((a, b) => a - b);
      return { label, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
    })
    .sort((a, b) => b.p95 - a.p95)
    .slice(0, 3)
    .map(({ label, p50, p95 }) => ({ metric: `  slowest: ${label}, p50 / p95`, value: `${p50.toFixed(1)} / ${p95.toFixed(1)} ms` }));
}

/** The appeals form's attachments element, which the uploads name. */
async function attachmentsElement(url) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ACCOUNTS[0]),
  });
  const token = (await login.json()).data?.token;
  const response = await fetch(`${url}/api/forms/appeals`, { headers: { authorization: `Bearer ${token}` } });
  const form = (await response.json()).data;
  const find = (elements) => {
    for (const element of elements ?? []) {
      if (element.dataField === 'attachments') return element;
      const inner = find(element.children);
      if (inner) return inner;
    }
    return undefined;
  };
  const element = form && find(form.elements);
  if (!element) throw new Error(`the demo's appeals form has no attachments element (HTTP ${response.status}): is this the demo?`);
  await fetch(`${url}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  return { elementId: element.id, projectId: form.props.projectId };
}

function intervalLine(elapsed, length, interval) {
  const sorted = interval.latencies.sort((a, b) => a - b);
  const ms = (p) => (sorted.length ? percentile(sorted, p).toFixed(1) : '-');
  const minutes = Math.floor(elapsed / 60);
  const clock = `${minutes}:${String(Math.round(elapsed - minutes * 60)).padStart(2, '0')}`;
  const line =
    `  ${clock.padEnd(8)}${String(sorted.length + interval.errors).padStart(9)}${((sorted.length + interval.errors) / length).toFixed(1).padStart(7)}` +
    `${String(interval.errors).padStart(7)}${ms(0.5).padStart(8)}${ms(0.95).padStart(8)}${ms(0.99).padStart(9)}` +
    `${mib(interval.rss).padStart(9)}${mib(interval.heap).padStart(7)}${mib(interval.heapFloor).padStart(7)}${mib(interval.external).padStart(10)}`;
  return interval.firstError ? `${line}  first error: ${interval.firstError.slice(0, 160)}` : line;
}

function emptyInterval() {
  return { latencies: [], errors: 0, firstError: '', heapFloor: Infinity, rss: 0, heap: 0, external: 0 };
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;
}

const mib = (bytes) => (Number.isFinite(bytes) ? (bytes / MIB).toFixed(1) : '-');
const signed = (value) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

// `node bench/soak.mjs [--soak-minutes N]`: the soak alone, with the same rows `npm run bench` prints.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await run();
  console.log(`\n${title}`);
  for (const row of rows) console.log(`  ${row.metric.padEnd(52)} ${row.value}${row.budget ? `   budget ${row.budget}` : ''}`);
  process.exitCode = rows.some((row) => row.failed) ? 1 : 0;
}

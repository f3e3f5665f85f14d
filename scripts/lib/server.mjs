// Starts the built reference server (dist/server/main.js) as a child process and waits until it says it is
// ready. Shared by the e2e harness and the benches, which both need a real server on a free port.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_MAIN = join(ROOT, 'dist/server/main.js');
/** Node's options for the server, as `npm run serve` (package.json) gives them: tests and benches run it so too. */
export const SERVER_NODE_OPTIONS = serveScriptOptions();
const READY = /Platon is running at (https?:\/\/\S+)/;
const KEEP_LINES = 200;

// Servers still running when this process exits (a test forgot stop(), or it crashed) die with it.
/** @type {Set<import('node:child_process').ChildProcess>} */
const live = new Set();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

function serveScriptOptions() {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const options = /^node((?:\s+--\S+)*)\s+dist\/server\/main\.js$/.exec(scripts.serve)?.[1];
  if (options === undefined)
    throw new Error(`package.json's serve script is not \`node [--options] dist/server/main.js\`: ${scripts.serve}`);
  return options.split(/\s+/).filter(Boolean);
}

/** Where our own picks start: below the kernel's ephemeral range, above the well-known and registered services. */
const PICK_FROM = 10_000;
/** Ports this process handed out, never handed out twice. */
const handedOut = new Set();

/**
 * A TCP port free on 127.0.0.1 for a server about to start. On Linux it is picked below the kernel's
 * ephemeral range (ip_local_port_range): a port the kernel chose for `listen(0)` is free again once the probe
 * closes, and the kernel may give it to any outgoing connection or listener before our server binds it (CI
 * saw EADDRINUSE from a server that took seconds to start). Below that range only another of our own picks
 * can take it; each is random and checked. Elsewhere the kernel picks.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const range = ephemeralPortRange();
  if (range && range.low - PICK_FROM >= 1000) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const port = PICK_FROM + Math.floor(Math.random() * (range.low - PICK_FROM));
      if (handedOut.has(port)) continue;
      // Reserved before the check, so that picks made at the same moment never return the same port.
      handedOut.add(port);
      if ((await probe(port)) !== null) return port;
      handedOut.delete(port);
    }
  }
  const picked = await probe(0);
  if (picked === null) throw new Error('no free TCP port on 127.0.0.1');
  return picked;
}

/** The kernel's range for the ports it picks itself, or null where it cannot be read (not Linux). */
function ephemeralPortRange() {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return low > 0 && high >= low ? { low, high } : null;
  } catch {
    return null;
  }
}

/**
 * Listens on `port` of 127.0.0.1 (0: one the kernel picks) and closes again.
 * @param {number} port
 * @returns {Promise<number | null>} the port listened on, or null when it was taken
 */
function probe(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(bound));
    });
  });
}

/**
 * Spawns `node dist/server/main.js` (with SERVER_NODE_OPTIONS) on 127.0.0.1 and a free port and resolves once it prints
 * "Platon is running at <url>".
 *
 * The data folder is a fresh temp dir unless `env.PLATON_DATA_DIR` is given; stop() removes it only when it
 * was created here (whoever creates a folder removes it, so a caller can restart on the same data).
 * DATABASE_URL is not inherited from this process: pass it in `env` to run on PostgreSQL.
 *
 * @param {Record<string, string | undefined>} [env] extra environment, merged last
 * @param {{ timeoutMs?: number }} [options]
 */
export async function startServer(env = {}, { timeoutMs = 60_000 } = {}) {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run \`npm run build\` first.`);
  const ownDataDir = !env.PLATON_DATA_DIR;
  const dataDir = env.PLATON_DATA_DIR || (await mkdtemp(join(tmpdir(), 'platon-data-')));
  // Seeding the demo (100,000 appeals) costs seconds; suites that start many servers copy a data folder
  // seeded once instead (tests/e2e/globalSetup.ts): a server started on the copy finds the demo in place.
  const template = process.env.PLATON_TEMPLATE_DATA_DIR;
  if (ownDataDir && template && !env.DATABASE_URL) await cp(template, dataDir, { recursive: true });
  const port = await freePort();
  // The demo's second listener (host apps on another origin) only when a test asks for it with a free port:
  // PORT+1 may belong to another server.
  // No scheduled task runs on its own (the demo's would change appeals under a test at a five-minute mark);
  // a test that wants the scheduler passes PLATON_SCHEDULER_OFF: ''.
  const childEnv = {
    ...process.env,
    DATABASE_URL: undefined,
    PORT: String(port),
    HOST: '127.0.0.1',
    PLATON_DEMO_HOSTS_PORT: '0',
    PLATON_SCHEDULER_OFF: '1',
    ...env,
  };
  childEnv.PLATON_DATA_DIR = dataDir;
  // spawn() would pass undefined as the string "undefined": drop unset keys instead.
  for (const key of Object.keys(childEnv)) if (childEnv[key] === undefined) delete childEnv[key];

  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_MAIN], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => live.delete(child));

  // Keep reading both pipes for the server's whole life: a full pipe would block its writes.
  /** @type {string[]} */
  const lines = [];
  const keep = (/** @type {string} */ prefix) => (/** @type {string} */ line) => {
    lines.push(prefix + line);
    if (lines.length > KEEP_LINES) lines.shift();
  };
  const stdout = createInterface({ input: child.stdout });
  stdout.on('line', keep(''));
  createInterface({ input: child.stderr }).on('line', keep('[stderr] '));
  const output = () => lines.join('\n');

  const cleanupData = async () => {
    if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  let url = '';
  /**
   * Stops the server. Unless `checkServing` is false, it first makes sure the server is still there and
   * answering (an e2e file stops its server in afterAll, so every file checks this): a request that ended the
   * process, or left it unable to answer, fails the run instead of passing unseen.
   */
  const stop = async ({ checkServing = true } = {}) => {
    const failure = checkServing && url ? await servingFailure(url, child) : null;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await cleanupData();
    if (failure) throw new Error(`${failure}:\n${output()}`);
  };

  let timer;
  try {
    url = /** @type {string} */ (
      await Promise.race([
        new Promise((resolve) =>
          stdout.on('line', (line) => {
            const match = READY.exec(line);
            if (match) resolve(match[1].replace(/\/$/, ''));
          }),
        ),
        exited.then(({ code, signal }) => {
          throw new Error(`server exited (${signal ?? `code ${code}`}) before it was ready:\n${output()}`);
        }),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`server not ready after ${timeoutMs / 1000} s:\n${output()}`)), timeoutMs);
        }),
      ])
    );
    return { url, dataDir, stop, output, process: child };
  } catch (error) {
    await stop({ checkServing: false });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Why a started server no longer serves, or null when it does: it ended (a crash, an unhandled rejection), or
 * it does not answer `GET /api/info` with 200 within a few seconds.
 *
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 */
async function servingFailure(url, child) {
  if (child.exitCode !== null || child.signalCode !== null)
    return `the server ended while it was in use (${child.signalCode ?? `exit code ${child.exitCode}`})`;
  try {
    const response = await fetch(`${url}/api/info`, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.ok ? null : `the server answered GET /api/info with ${response.status} when it was stopped`;
  } catch (error) {
    return `the server did not answer GET /api/info when it was stopped (${error instanceof Error ? error.message : error})`;
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster } from '../../scripts/lib/postgresCluster.mjs';
import { freePort, ROOT } from '../../scripts/lib/server.mjs';
import { LATEST_MIGRATION } from '../../server/db/migrations';

/**
 * Issue 42, "one package, one command", as a user meets it: the package `npm pack` makes from the built
 * repository (dist/ is built before the e2e suites run), installed with `npm install ./platon-0.1.0.tgz` in an
 * empty folder, then run only through its `platon` command (npx), on PGlite and on PostgreSQL: the database
 * migrated without a start, an administrator created, the server started for production and stopped by
 * SIGTERM. Nothing here reads the repository once the package is made: the installed copy has to bring its
 * pages, element files, manifest and typings with it.
 */

/** The Node.js running the tests, first on PATH: the installed command's `#!/usr/bin/env node` finds it. */
const PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`;
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const PASSWORD = 'Boss-parol-2026';

let work: string;
/** The folder the package is installed in, as a user's project. */
let app: string;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment a user's shell gives: none of this process's Platon settings or database. */
function userEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PATH };
  for (const key of Object.keys(env)) if (key.startsWith('PLATON_') || key === 'DATABASE_URL') delete env[key];
  // Fast password hashes: the cost is the server's setting, not what this suite checks.
  return { ...env, PLATON_ARGON2_MEMORY_KIB: '1024', PLATON_ARGON2_PASSES: '1', ...extra };
}

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; input?: string }): Promise<Run> {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? { ...process.env, PATH } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(options.input ?? '');
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `npx platon ARGS` in the user's folder. */
const platon = (args: string[], env: Record<string, string>, input = '') =>
  run(npx, ['platon', ...args], { cwd: app, env: userEnv(env), input });

interface Started {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * `platon start` on a free port, resolved once it prints its address. Run as the installed command itself
 * (node_modules/.bin/platon, what `npx platon` runs), as a service manager runs it: the signals this suite
 * sends go to the server, not to npm in between.
 */
async function start(env: Record<string, string>, args: string[] = []): Promise<Started> {
  const port = await freePort();
  const bin = path.join(app, 'node_modules', '.bin', 'platon');
  const child = spawn(bin, ['start', ...args], {
    cwd: app,
    env: userEnv({ PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  createInterface({ input: child.stderr! }).on('line', (line) => lines.push(`[stderr] ${line}`));
  const stdout = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`platon start not ready after 120 s:\n${lines.join('\n')}`)), 120_000);
    stdout.on('line', (line) => {
      lines.push(line);
      const match = /^Platon is running at (http:\/\/\S+)\/$/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`platon start ended (code ${code}) before it was ready:\n${lines.join('\n')}`));
    });
  });
  return { url, port, child, output: () => lines.join('\n'), exited };
}

/** Whether anything listens on the port of 127.0.0.1. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'platon-package-'));
  const packed = await run(npm, ['pack', '--pack-destination', work, '--json'], { cwd: ROOT });
  expect(packed.code, packed.stderr).toBe(0);
  const [{ filename, entryCount, size }] = JSON.parse(packed.stdout) as { filename: string; entryCount: number; size: number }[];
  expect(filename).toBe('platon-0.1.0.tgz');
  app = path.join(work, 'app');
  await mkdir(app);
  // A user's empty folder: no package.json, nothing of the repository.
  const started = Date.now();
  const installed = await run(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', path.join(work, filename)], { cwd: app });
  expect(installed.code, installed.stderr).toBe(0);
  console.log(
    `installedPackage: ${filename}, ${entryCount} files, ${(size / 1024 / 1024).toFixed(1)} MiB packed; ` +
      `npm install in an empty folder took ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}, 600_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the installed package', () => {
  it('ships the element files, the manifest and the typings, and pulls no browser-only library', () => {
    const installed = path.join(app, 'node_modules', 'platon');
    const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as {
      types: string;
      exports: Record<string, unknown>;
    };
    for (const file of [manifest.types, 'dist/elements/platon.js', 'dist/elements/platon-loader.js', 'dist/elements/custom-elements.json'])
      expect(existsSync(path.join(installed, file)), file).toBe(true);
    expect(readFileSync(path.join(installed, manifest.types), 'utf8')).toContain('export interface PlatonTableElement');
    const elements = JSON.parse(readFileSync(path.join(installed, 'dist/elements/custom-elements.json'), 'utf8')) as { modules: unknown[] };
    expect(elements.modules.length).toBeGreaterThan(0);
    // Lean: no tests, no sources, no source maps; the browser's libraries are inside the built elements.
    expect(existsSync(path.join(installed, 'tests'))).toBe(false);
    expect(existsSync(path.join(installed, 'src'))).toBe(false);
    expect(existsSync(path.join(installed, 'dist/server/main.js.map'))).toBe(false);
    for (const library of ['react', '@codemirror/view', '@tiptap/react', 'leaflet'])
      expect(existsSync(path.join(app, 'node_modules', library)), library).toBe(false);
  });
});

/**
 * Migrate, create the administrator, start for production, sign in, stop: the same on either database.
 * `database` is the environment naming it, `emptyDatabase` makes another, empty one.
 */
function lifecycle(
  database: () => Record<string, string>,
  describeDatabase: () => string,
  emptyDatabase: () => Promise<Record<string, string>>,
) {
  it('platon migrate upgrades a fresh database without starting, and says so', { timeout: 300_000 }, async () => {
    const first = await platon(['migrate'], database());
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain(describeDatabase());
    expect(first.stdout).toMatch(new RegExp(`^Database at migration ${LATEST_MIGRATION}: \\d+ applied \\(0001_initial, `));
    const again = await platon(['migrate'], database());
    expect(again.stdout).toMatch(
      new RegExp(
        `^Database at migration ${LATEST_MIGRATION}: already up to date\\.\\nBuilt-in configuration of release [^:]+: up to date\\.\\n$`,
      ),
    );
  });

  it(
    'platon admin create, platon start (production by default), a sign-in, and SIGTERM stops it cleanly',
    { timeout: 300_000 },
    async () => {
      const created = await platon(['admin', 'create', 'boss'], database(), `${PASSWORD}\n`);
      // A retry of this test (the e2e suites retry once) finds the administrator its first attempt made.
      if (!created.stderr.includes('an account named "boss" exists already'))
        expect(created).toMatchObject({ code: 0, stdout: 'Administrator "boss" created: sign in with this name and password.\n' });

      const server = await start(database());
      try {
        // A production start: no demo lines, and the demo host apps' listener (PORT+1 by default) not opened.
        expect(server.output()).not.toContain('Demo');
        expect(await listening(server.port + 1)).toBe(false);

        const signIn = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'boss', password: PASSWORD }),
        });
        expect(signIn.status).toBe(200);
        const { data } = (await signIn.json()) as { data: { user: { username: string; permissions: string[] } } };
        expect(data.user).toMatchObject({ username: 'boss', permissions: ['platon.admin'] });
        expect(
          (
            await fetch(`${server.url}/api/auth/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: '{"username":"admin","password":"admin123"}',
            })
          ).status,
        ).toBe(401);

        // The browser side comes from the installed copy: the shell, the sign-in page, the elements and their manifest.
        for (const [url, type] of [
          ['/', 'text/html'],
          ['/auth/user', 'text/html'],
          ['/app.css', 'text/css'],
          ['/platon/platon.js', 'javascript'],
          ['/platon/platon-loader.js', 'javascript'],
          ['/platon/custom-elements.json', 'application/json'],
          ['/platon/platon.d.ts', 'text/plain'],
        ]) {
          const response = await fetch(`${server.url}${url}`);
          expect(response.status, url).toBe(200);
          expect(response.headers.get('content-type'), url).toContain(type);
          await response.arrayBuffer();
        }
        expect(await (await fetch(`${server.url}/ready`)).json()).toMatchObject({ status: 'ready' });
      } finally {
        server.child.kill('SIGTERM');
      }
      expect(await server.exited).toBe(0);
      // The embedded database's lock went with the server: the next command may open the folder.
      expect((await platon(['migrate'], database())).code).toBe(0);
    },
  );

  // Backup and restore from the installed command (issue 42): a backup of the database above, restored into an
  // empty data folder or database, serves the same administrator with the same users.
  it('platon backup, then platon restore into an empty database, gives the same data', { timeout: 300_000 }, async () => {
    const file = path.join(work, `backup-${Date.now()}`);
    const backup = await platon(['backup', file], database());
    expect(backup.code, backup.stderr).toBe(0);
    const empty = await emptyDatabase();
    const restored = await platon(['restore', file], empty);
    expect(restored.code, restored.stderr).toBe(0);
    const server = await start(empty);
    try {
      const signIn = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'boss', password: PASSWORD }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });
}

describe('installed, on the embedded database (PGlite)', () => {
  let dataDir = '';
  beforeAll(() => {
    dataDir = path.join(work, 'data');
  });
  lifecycle(
    () => ({ PLATON_DATA_DIR: dataDir }),
    () => `Database: the embedded database in ${dataDir} (PLATON_DATA_DIR)`,
    async () => ({ PLATON_DATA_DIR: await mkdtemp(path.join(work, 'restored-')) }),
  );
});

describe('installed, platon start --demo', () => {
  it(
    'starts the demo: its accounts, and the host apps on a second listener (PORT+1) that the start lines announce',
    { timeout: 300_000 },
    async () => {
      const dataDir = path.join(work, 'data-demo');
      // Fewer generated appeals than the demo's 100,000: the demo's size is not what this checks.
      const server = await start({ PLATON_DATA_DIR: dataDir, PLATON_DEMO_APPEALS: '200' }, ['--demo']);
      try {
        const hosts = `http://127.0.0.1:${server.port + 1}`;
        await expect
          .poll(() => server.output(), { timeout: 30_000 })
          .toContain(`Demo host apps: ${server.url}/demo/hosts/ and, from another origin, ${hosts}/demo/hosts/`);
        expect(server.output()).toContain('Demo accounts: admin/admin123');
        const page = await fetch(`${hosts}/demo/hosts/`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<html');
        const signIn = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'admin123' }),
        });
        expect(signIn.status).toBe(200);
      } finally {
        server.child.kill('SIGTERM');
      }
      expect(await server.exited).toBe(0);
    },
  );
});

describe('installed, on PostgreSQL (DATABASE_URL)', () => {
  let cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, 120_000);
  afterAll(() => cluster?.stop());
  lifecycle(
    () => ({ DATABASE_URL: cluster.url, PLATON_DATA_DIR: path.join(work, 'data-postgres') }),
    () => 'Database: PostgreSQL at DATABASE_URL',
    async () => {
      // A second database on the same cluster, empty.
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      await client.query('CREATE DATABASE restored');
      await client.end();
      const url = new URL(cluster.url);
      url.pathname = '/restored';
      return { DATABASE_URL: url.href, PLATON_DATA_DIR: path.join(work, 'data-restored') };
    },
  );
});

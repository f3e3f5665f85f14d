#!/usr/bin/env node
// Usage: node scripts/with-postgres.mjs CMD [ARGS...]
//
// Runs CMD against a private, throwaway PostgreSQL cluster: initdb into a temp dir, start it on a free port
// (fsync off, no sync: the data dies with the run), export DATABASE_URL, run CMD, then always stop the
// cluster and delete the dir, also on Ctrl-C. Exits with CMD's exit code. PostgreSQL refuses to run as
// root, so as root the server binaries run as the `postgres` user through runuser.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './lib/server.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) fail('usage: node scripts/with-postgres.mjs CMD [ARGS...]');

const bin = findPostgresBin();
const asRoot = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'platon-pg-'));
const data = join(dir, 'data');
let started = false;

// Until CMD runs, a signal only marks the run as interrupted so that `finally` still cleans up; once it
// runs, the signal is passed on to it (Ctrl-C in a terminal reaches it directly anyway).
/** @type {import('node:child_process').ChildProcess | undefined} */
let child;
let interrupted;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = signal;
    child?.kill(signal);
  });
}

try {
  if (asRoot) {
    const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
    if (id('-u').status !== 0) {
      throw new Error('as root, PostgreSQL needs a `postgres` user to run as (apt-get install postgresql creates it)');
    }
    chownSync(dir, Number(id('-u').stdout), Number(id('-g').stdout));
  }
  const port = await freePort();
  // C locale and UTF-8: the same collation as PGlite, and no dependence on the machine's locales.
  pg('initdb', ['-D', data, '-A', 'trust', '--no-sync', '-U', 'postgres', '--locale=C', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c fsync=off -c listen_addresses=127.0.0.1`;
  started = true;
  pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  if (interrupted) throw new Error(`${interrupted} before ${command} started`);
  process.exitCode = await run(command, args, {
    DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // libpq's variables too, so `psql` and a bare `new pg.Client()` reach the same database.
    PGHOST: '127.0.0.1',
    PGPORT: String(port),
    PGUSER: 'postgres',
    PGDATABASE: 'postgres',
  });
} catch (error) {
  console.error(`with-postgres: ${error instanceof Error ? error.message : error}`);
  const log = join(dir, 'server.log');
  if (existsSync(log)) console.error(readFileSync(log, 'utf8'));
  process.exitCode = interrupted === 'SIGINT' ? 130 : 1;
} finally {
  cleanUp();
}

/** Runs CMD with `env` added and resolves with its exit code (128 + signal number when killed). */
function run(cmd, cmdArgs, env) {
  return new Promise((resolve) => {
    child = spawn(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`with-postgres: cannot run ${cmd}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

function cleanUp() {
  if (started) {
    // Immediate: nothing in this cluster is worth a checkpoint.
    spawnPg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
  }
  rmSync(dir, { recursive: true, force: true });
}

/** Runs a PostgreSQL binary (as `postgres` when we are root) and throws with its output when it fails. */
function pg(name, pgArgs) {
  const result = spawnPg(name, pgArgs);
  if (result.status !== 0) {
    throw new Error(`${name} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout}${result.stderr}`);
  }
}

function spawnPg(name, pgArgs) {
  const file = join(bin, name);
  const [cmd, cmdArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...pgArgs]] : [file, pgArgs];
  // cwd = our dir: postgres cannot read root's working directory, and initdb complains about it.
  return spawnSync(cmd, cmdArgs, { cwd: dir, encoding: 'utf8' });
}

/** The folder with initdb and pg_ctl: pg_config's, else Debian's newest, else whatever is on PATH. */
function findPostgresBin() {
  const has = (folder) => folder && existsSync(join(folder, 'initdb')) && existsSync(join(folder, 'pg_ctl'));
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [config.status === 0 ? config.stdout.trim() : ''];
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(debian, v, 'bin')));
  }
  candidates.push(...(process.env.PATH ?? '').split(':'));
  const found = candidates.find(has);
  if (!found) {
    fail(
      'PostgreSQL server binaries (initdb, pg_ctl) not found via pg_config, /usr/lib/postgresql/*/bin or PATH.\n' +
        'Install them (Debian: apt-get install postgresql, as .ci/run does).',
    );
  }
  return found;
}

function fail(message) {
  console.error(`with-postgres: ${message}`);
  process.exit(1);
}

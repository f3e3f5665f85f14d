// A private, throwaway PostgreSQL cluster: initdb into a temp dir, start it on a free port (fsync off, no
// sync: the data dies with the run). Used by scripts/with-postgres.mjs (tests) and by the benches that
// compare PGlite with PostgreSQL in one run. PostgreSQL refuses to run as root, so as root the server
// binaries run as the `postgres` user through runuser.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server.mjs';

/**
 * Starts a cluster and resolves to its URL and libpq environment; stop() stops it and deletes its folder.
 * Throws with the server log when it cannot start.
 *
 * @example
 * const cluster = await startPostgresCluster();
 * try { await run({ DATABASE_URL: cluster.url }); } finally { cluster.stop(); }
 */
export async function startPostgresCluster() {
  const bin = findPostgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'platon-pg-'));
  const data = join(dir, 'data');
  let started = false;

  const spawnPg = (name, pgArgs) => {
    const file = join(bin, name);
    const [cmd, cmdArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...pgArgs]] : [file, pgArgs];
    // cwd = our dir: postgres cannot read root's working directory, and initdb complains about it.
    return spawnSync(cmd, cmdArgs, { cwd: dir, encoding: 'utf8' });
  };
  const pg = (name, pgArgs) => {
    const result = spawnPg(name, pgArgs);
    if (result.status !== 0) {
      throw new Error(`${name} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout}${result.stderr}`);
    }
  };
  const stop = () => {
    // Immediate: nothing in this cluster is worth a checkpoint.
    if (started) spawnPg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (asRoot) {
      const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
      if (id('-u').status !== 0) {
        throw new Error('as root, PostgreSQL needs a `postgres` user to run as (apt-get install postgresql creates it)');
      }
      chownSync(dir, Number(id('-u').stdout), Number(id('-g').stdout));
    }
    const port = await freePort();
    // UTF-8 with C collation (the same sort order as PGlite) and glibc's built-in C.UTF-8 character classes,
    // so that lower() and ILIKE know Cyrillic letters as PGlite and a production cluster do (with ctype C
    // they change only ASCII); no dependence on the machine's installed locales.
    pg('initdb', ['-D', data, '-A', 'trust', '--no-sync', '-U', 'postgres', '--locale=C', '--lc-ctype=C.UTF-8', '-E', 'UTF8']);
    const options = `-p ${port} -k ${dir} -c fsync=off -c listen_addresses=127.0.0.1 -c max_connections=200`;
    started = true;
    pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    // libpq's variables too, so `psql` and a bare `new pg.Client()` reach the same database.
    const env = { DATABASE_URL: url, PGHOST: '127.0.0.1', PGPORT: String(port), PGUSER: 'postgres', PGDATABASE: 'postgres' };
    return { url, env, stop };
  } catch (error) {
    const log = join(dir, 'server.log');
    const detail = existsSync(log) ? `\n${readFileSync(log, 'utf8')}` : '';
    stop();
    throw new Error(`${error instanceof Error ? error.message : error}${detail}`, { cause: error });
  }
}

/** Whether PostgreSQL server binaries are installed (benches skip PostgreSQL figures without them). */
export function hasPostgres() {
  try {
    findPostgresBin();
    return true;
  } catch {
    return false;
  }
}

/** The folder with initdb and pg_ctl: pg_config's, else Debian's newest, else whatever is on PATH. */
function findPostgresBin() {
  const has = (folder) => folder && existsSync(join(folder, 'initdb')) && existsSync(join(folder, 'pg_ctl'));
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [config.status === 0 ? config.stdout.trim() : ''];
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(debian, v, 'bin')));
  }
  candidates.push(...(process.env.PATH ?? '').split(':'));
  const found = candidates.find(has);
  if (!found) {
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) not found via pg_config, /usr/lib/postgresql/*/bin or PATH.\n' +
        'Install them (Debian: apt-get install postgresql, as .ci/run does).',
    );
  }
  return found;
}

import { spawn, type ChildProcess } from 'node:child_process';

/** Which PostgreSQL client program: Debian's and Ubuntu's postgresql-client package has all three. */
export type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

/**
 * libpq's view of DATABASE_URL: the URL without its password, which goes in PGPASSWORD instead, so that it
 * does not show in the process list while pg_dump or psql runs.
 */
export function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/**
 * Starts a PostgreSQL client program with `args`; `done` resolves when it exits 0 and otherwise rejects
 * with its last error line (or a line saying how to install it when it is missing).
 *
 * @example
 * await startPgTool('pg_dump', ['--format=custom', '--file', out, '--dbname', dbname], env).done;
 */
export function startPgTool(tool: PgTool, args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; done: Promise<void> } {
  const child = spawn(tool, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    // Only the end is kept: the reason is in the last lines, and a long run must not grow this without bound.
    stderr = (stderr + chunk).slice(-8192);
  });
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${tool} is not installed: install PostgreSQL's client programs of the server's version or newer (Debian, Ubuntu: apt install postgresql-client)`
            : `${tool} could not be started: ${error.message}`,
        ),
      ),
    );
    child.once('close', (code, signal) => {
      if (code === 0) return resolve();
      const lines = stderr
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const reason =
        lines.find((line) => /\b(ERROR|FATAL|error):/.test(line)) ??
        lines.at(-1) ??
        (signal ? `stopped by ${signal}` : `exit code ${code}`);
      reject(new Error(`${tool} failed: ${reason}`));
    });
  });
  return { child, done };
}

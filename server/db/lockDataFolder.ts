import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The file beside the embedded database that names the process holding it open. */
export const DATA_FOLDER_LOCK = 'pglite.lock';

/** What the lock file says about its holder. */
export interface DataFolderHolder {
  pid: number;
  host: string;
  /** Who holds it, in the words a refused process prints: 'the Platon server', 'platon admin create'. */
  holder: string;
  since: string;
  /** Linux: when the process started (/proc/PID/stat), so that a reused process id is not taken for the holder. */
  start?: string;
}

/** Another live process holds the embedded database: opening it too would write underneath that process. */
export class DataFolderBusyError extends Error {
  constructor(
    readonly lockFile: string,
    readonly heldBy: DataFolderHolder,
  ) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by ${heldBy.holder} (process ${heldBy.pid}` +
        `${heldBy.host === hostname() ? '' : ` on ${heldBy.host}`}, since ${heldBy.since}). Stop it first and try again` +
        ` (if no such process runs, delete ${lockFile}).`,
    );
    this.name = 'DataFolderBusyError';
  }
}

/**
 * Takes the embedded database's folder for this process, or throws DataFolderBusyError when another live
 * process has it. PGlite is one process's database: its own postmaster.pid names no real process and is
 * rewritten by whoever opens the folder, so two processes on one folder (a second server, or the `platon`
 * command beside a running server) would both write its files and corrupt them. A lock left by a process
 * that died (killed, crashed) is taken over; one from another machine (a shared folder) is honoured, since
 * whether that process lives cannot be told from here. Returns the release, also run when the process exits.
 *
 * @example
 * const release = lockDataFolder('./data', 'the Platon server');
 */
export function lockDataFolder(dataDir: string, holder: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATA_FOLDER_LOCK);
  const start = processStart(process.pid);
  const mine: DataFolderHolder = { pid: process.pid, host: hostname(), holder, since: new Date().toISOString(), ...(start && { start }) };
  // Two attempts: the second after taking over a lock whose process is gone.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(mine) + '\n', { flag: 'wx', mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        // Only our own lock: a takeover by another process after ours was judged stale is theirs.
        if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = readHolder(file);
    if (current && (current.host !== mine.host || isAlive(current))) throw new DataFolderBusyError(file, current);
    rmSync(file, { force: true });
  }
  throw new DataFolderBusyError(file, readHolder(file) ?? { ...mine, pid: 0, holder: 'another process' });
}

function readHolder(file: string): DataFolderHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<DataFolderHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return {
      pid: parsed.pid,
      host: parsed.host,
      holder: String(parsed.holder ?? 'another process'),
      since: String(parsed.since ?? '?'),
      ...(typeof parsed.start === 'string' && { start: parsed.start }),
    };
  } catch {
    return null;
  }
}

/**
 * Signal 0 checks that the process exists (EPERM: it does, under another user); where the lock knows when
 * its process started, a process of that id that started at another time is another process (a data folder
 * copied from a killed server, an id the system has handed out again).
 */
function isAlive({ pid, start }: DataFolderHolder): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = start ? processStart(pid) : null;
  return now === null || now === start;
}

/** Field 22 of /proc/PID/stat, the start in clock ticks after boot; null where there is no /proc. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

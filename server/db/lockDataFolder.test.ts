import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_FOLDER_LOCK, DataFolderBusyError, lockDataFolder } from './lockDataFolder';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A lock file as another process on this machine would have written it. */
function lockOf(pid: number, start?: string) {
  dir = mkdtempSync(path.join(tmpdir(), 'platon-lock-'));
  writeFileSync(
    path.join(dir, DATA_FOLDER_LOCK),
    JSON.stringify({ pid, host: hostname(), holder: 'the Platon server', since: 'then', start }),
  );
}

describe('lockDataFolder', () => {
  it('holds the folder until released: a second holder is refused with who holds it', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'platon-lock-'));
    const release = lockDataFolder(dir, 'the Platon server');
    expect(() => lockDataFolder(dir, 'platon admin create')).toThrow(DataFolderBusyError);
    expect(() => lockDataFolder(dir, 'platon admin create')).toThrow(`is in use by the Platon server (process ${process.pid}, since`);
    release();
    expect(existsSync(path.join(dir, DATA_FOLDER_LOCK))).toBe(false);
    lockDataFolder(dir, 'platon admin create')();
  });

  it('refuses a live process of the same start, and takes over a process id now used by another process', () => {
    const parentStart = readStart(process.ppid);
    lockOf(process.ppid, parentStart ?? undefined);
    expect(() => lockDataFolder(dir, 'platon admin create')).toThrow(DataFolderBusyError);
    rmSync(dir, { recursive: true, force: true });
    if (parentStart === null) return; // no /proc here: only the process id can be judged
    lockOf(process.ppid, '1');
    const release = lockDataFolder(dir, 'platon admin create');
    expect(JSON.parse(readFileSync(path.join(dir, DATA_FOLDER_LOCK), 'utf8')).pid).toBe(process.pid);
    release();
  });
});

function readStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return null;
  }
}

import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadedContent } from './checkFileContent';
import { storageKey } from './storageKey';
import { uploadMeter } from './uploadMeter';

export type SaveResult = ({ ok: true; key: string; size: number } & UploadedContent) | { ok: false; tooLarge: true };

export interface FileStorage {
  /**
   * Streams a body under a key derived from `id` only (storageKey), counting bytes as they pass
   * (uploadMeter): past `maxBytes` the write stops and what was written is removed. Nothing but the body's
   * head is held in memory.
   */
  save(id: string, body: Readable, maxBytes: number): Promise<SaveResult>;
  /** A stored body (or its bytes `start` to `end`, inclusive) and its whole size, or null when it is gone. */
  open(key: string, range?: { start: number; end: number }): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

/**
 * File bodies on local disk under `dir` (docs/architecture.md: metadata in the database, bodies on disk), the default
 * storage; createS3Storage keeps them in an object store instead.
 *
 * @example
 * const storage = createFileStorage('/var/lib/platon/uploads');
 * const saved = await storage.save(randomUUID(), part.file, 2 * 1024 * 1024);
 */
export function createFileStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const pathOf = (key: string) => {
    const full = path.resolve(root, key);
    // Keys come from our own ids, but a row edited by hand must still not reach outside the folder.
    if (!full.startsWith(root + path.sep)) throw new Error(`storage key outside the uploads folder: ${key}`);
    return full;
  };

  return {
    async save(id, body, maxBytes) {
      const key = storageKey(id);
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const meter = uploadMeter(maxBytes);
      try {
        await pipeline(body, meter.transform, createWriteStream(target, { flags: 'wx' }));
      } catch (error) {
        await rm(target, { force: true });
        if (meter.tooLarge()) return { ok: false, tooLarge: true };
        throw error;
      }
      return { ok: true, key, ...meter.result() };
    },

    async open(key, range) {
      const full = pathOf(key);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(full, range), size: info.size };
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

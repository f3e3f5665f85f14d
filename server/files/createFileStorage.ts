import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadedContent } from './checkFileContent';

/** Bytes kept for type detection: file-type reads at most a few KB, an OOXML zip's part names sit early. */
const HEAD_BYTES = 64 * 1024;

export type SaveResult = ({ ok: true; key: string; size: number } & UploadedContent) | { ok: false; tooLarge: true };

export interface FileStorage {
  /**
   * Streams a body to disk under a name derived from `id` only (never the client's file name), counting
   * bytes as they pass: past `maxBytes` the write stops and the partial file is removed. Nothing but the
   * first HEAD_BYTES is held in memory.
   */
  save(id: string, body: Readable, maxBytes: number): Promise<SaveResult>;
  /** A stored body (or its bytes `start` to `end`, inclusive) and its whole size, or null when it is gone from disk. */
  open(key: string, range?: { start: number; end: number }): Promise<{ stream: ReadStream; size: number } | null>;
  remove(key: string): Promise<void>;
}

/**
 * File bodies on local disk under `dir` (DESIGN §3: metadata in the database, bodies on disk). Keys are
 * `ab/abcdef...`: two-character folders keep any one directory small.
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
      if (!/^[0-9a-f-]{32,36}$/.test(id)) throw new Error(`not a storage id: ${id}`);
      const key = `${id.slice(0, 2)}/${id}`;
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });

      const head: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      let hasNul = false;
      let tooLarge = false;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) {
            tooLarge = true;
            done(new Error('upload exceeds its size limit'));
            return;
          }
          if (headLength < HEAD_BYTES) {
            const slice = chunk.subarray(0, HEAD_BYTES - headLength);
            head.push(slice);
            headLength += slice.length;
          }
          if (!hasNul && chunk.includes(0)) hasNul = true;
          done(null, chunk);
        },
      });

      try {
        await pipeline(body, meter, createWriteStream(target, { flags: 'wx' }));
      } catch (error) {
        await rm(target, { force: true });
        if (tooLarge) return { ok: false, tooLarge: true };
        throw error;
      }
      return { ok: true, key, size, head: Buffer.concat(head), hasNul };
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

import { Transform } from 'node:stream';

/** Bytes kept for type detection: file-type reads at most a few KB, an OOXML zip's part names sit early. */
const HEAD_BYTES = 64 * 1024;

/** What a meter saw of a body that passed it whole. */
export interface MeteredBody {
  size: number;
  /** The first HEAD_BYTES, for content checks. */
  head: Buffer;
  hasNul: boolean;
}

/**
 * A pass-through that counts a body's bytes on its way to storage and fails it past `maxBytes` (so a body
 * is never stored whole before its size is known), keeping only its head in memory. Every storage (disk,
 * object store) saves through one.
 *
 * @example
 * const meter = uploadMeter(2 * 1024 * 1024);
 * await pipeline(body, meter.transform, destination);
 * const { size, head } = meter.result();
 */
export function uploadMeter(maxBytes: number): { transform: Transform; tooLarge(): boolean; result(): MeteredBody } {
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let hasNul = false;
  let tooLarge = false;
  const transform = new Transform({
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
  return { transform, tooLarge: () => tooLarge, result: () => ({ size, head: Buffer.concat(head), hasNul }) };
}

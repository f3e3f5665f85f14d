import { pipeline, Transform, type Readable } from 'node:stream';
import yauzl, { type Entry } from 'yauzl';
import type { ReadLimits } from './readLimits';
import { ReadLimitError } from './ReadLimitError';

export type ZipLimits = Pick<ReadLimits, 'zipEntries' | 'unpackedBytes' | 'compressionRatio' | 'ratioGraceBytes'>;

/** A zip opened within the read limits: its parts by name, each unpacked as a stream that keeps to them. */
export interface ZipArchive {
  /** The names of the parts, as the central directory lists them. */
  readonly names: readonly string[];
  /** A part's unpacked bytes, or null when the zip has no such part. */
  open(name: string): Promise<Readable | null>;
  close(): void;
}

/**
 * Opens a zip (an xlsx, any archive the server reads) with yauzl, holding it to the read limits twice: from
 * the central directory (the number of parts, the sizes they declare, each part's compression ratio) before
 * anything is unpacked, and again on the bytes as they are inflated, since a forged directory may declare
 * any size. Past a limit it throws (or the part's stream fails with) a ReadLimitError naming it.
 *
 * @example
 * const zip = await openZipArchive('/tmp/upload', READ_LIMITS);
 * const strings = await zip.open('xl/sharedStrings.xml');
 */
export async function openZipArchive(file: string, limits: ZipLimits): Promise<ZipArchive> {
  // Sizes are checked below against the limits rather than against the declared sizes (validateEntrySizes),
  // so that a part whose header lies fails on the limit it would pass, as an honest one does.
  const zip = await yauzl.openPromise(file, { autoClose: false, validateEntrySizes: false });
  const entries = new Map<string, Entry>();
  try {
    if (zip.entryCount > limits.zipEntries) throw new ReadLimitError('zipEntries', limits.zipEntries);
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > limits.unpackedBytes) throw new ReadLimitError('unpackedBytes', limits.unpackedBytes);
      if (entry.uncompressedSize > ratioCap(entry, limits)) throw new ReadLimitError('compressionRatio', limits.compressionRatio);
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    throw error;
  }
  // What every part unpacked so far may still add, whatever the directory said.
  const budget = { left: limits.unpackedBytes };
  // Parts still open when the reader stops early (a limit, an error) are destroyed with the archive.
  const opened = new Set<Readable>();
  return {
    names: [...entries.keys()],
    async open(name) {
      const entry = entries.get(name);
      if (!entry) return null;
      const part = pipeline(await zip.openReadStreamPromise(entry), keptToLimits(entry, budget, limits), () => {});
      opened.add(part);
      part.once('close', () => opened.delete(part));
      return part;
    },
    close() {
      for (const part of opened) part.destroy();
      zip.close();
    },
  };
}

function ratioCap(entry: Entry, limits: ZipLimits): number {
  return Math.max(limits.ratioGraceBytes, entry.compressedSize * limits.compressionRatio);
}

/** A pass-through that fails once a part inflates past its ratio or the archive past its total. */
function keptToLimits(entry: Entry, budget: { left: number }, limits: ZipLimits): Transform {
  const cap = ratioCap(entry, limits);
  let unpacked = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      unpacked += chunk.length;
      budget.left -= chunk.length;
      if (unpacked > cap) done(new ReadLimitError('compressionRatio', limits.compressionRatio));
      else if (budget.left < 0) done(new ReadLimitError('unpackedBytes', limits.unpackedBytes));
      else done(null, chunk);
    },
  });
}

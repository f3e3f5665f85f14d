import { constants, crc32, deflateRawSync } from 'node:zlib';
import { zipArchive } from './zipArchive';

/** One part of a deflatedZip: its bytes as pieces, each repeated `times` (once by default). */
export interface ZipPart {
  name: string;
  pieces: readonly { data: Buffer; times?: number }[];
  /** The unpacked size the zip declares, to make it lie; the real size otherwise. */
  declaredSize?: number;
}

/** Deflate's last block, empty: what ends a stream of flushed blocks. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * A zip of deflated parts, for tests of what the server does with a zip bomb. Each piece is compressed once
 * with a full flush (byte-aligned blocks that never refer back before themselves), so its compressed bytes
 * can be repeated: a gigabyte of repetitive XML costs a few milliseconds and megabytes to build, as it costs
 * an attacker. Sizes and CRCs are true unless `declaredSize` says otherwise.
 *
 * @example
 * const zip = deflatedZip([{ name: 'xl/sharedStrings.xml', pieces: [{ data: Buffer.from('<si><t>a</t></si>'.repeat(1000)), times: 1000 }] }]);
 */
export function deflatedZip(parts: readonly ZipPart[]): Buffer {
  return zipArchive(
    parts.map((part) => {
      const blocks: Buffer[] = [];
      let crc = 0;
      let size = 0;
      for (const { data, times = 1 } of part.pieces) {
        const block = deflateRawSync(data, { finishFlush: constants.Z_FULL_FLUSH });
        for (let i = 0; i < times; i += 1) {
          blocks.push(block);
          crc = crc32(data, crc);
        }
        size += data.length * times;
      }
      blocks.push(FINAL_BLOCK);
      return { name: part.name, method: 8, stored: Buffer.concat(blocks), crc, size: part.declaredSize ?? size };
    }),
  );
}

import { constants, crc32, deflateRawSync } from 'node:zlib';

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
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const path = Buffer.from(part.name, 'utf8');
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
    const compressed = Buffer.concat(blocks);
    const declared = part.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflated
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(path.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(path.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, path, compressed);
    centrals.push(central, path);
    offset += local.length + path.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

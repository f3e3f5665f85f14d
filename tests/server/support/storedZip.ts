import { crc32 } from 'node:zlib';
import { zipArchive } from './zipArchive';

/**
 * A zip of `entries` in exactly this order, stored without compression: for tests that need parts in an
 * order a spreadsheet writer might choose (the zip format allows any).
 *
 * @example
 * const zip = storedZip([['xl/workbook.xml', Buffer.from('<workbook/>')]]);
 */
export function storedZip(entries: readonly (readonly [string, Buffer])[]): Buffer {
  return zipArchive(entries.map(([name, data]) => ({ name, method: 0, stored: data, crc: crc32(data), size: data.length })));
}

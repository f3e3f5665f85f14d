import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_LIMITS, type ReadLimit, type ReadLimits } from '../../server/imports/readLimits';
import { ReadLimitError } from '../../server/imports/ReadLimitError';
import { readSheetRows } from '../../server/imports/readSheetRows';
import { handMadeXlsx, repeatedStrings, sheetOf, stringsOf } from './support/sheetBombs';

/**
 * Issue 39 item 3: every read limit of an import (server/imports/readLimits.ts), each on a file made to go
 * just past it, mostly with limits made small so that the files stay small. The server-level cases (the
 * issue's bombs posted to the route) are in importLimits.test.ts.
 */
let dir: string;
let files = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'platon-sheet-limits-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function saved(content: Buffer | string): Promise<string> {
  const file = join(dir, `file-${(files += 1)}`);
  await writeFile(file, content);
  return file;
}

async function rowsOf(content: Buffer | string, limits: Partial<ReadLimits> = {}, format: 'xlsx' | 'csv' = 'xlsx') {
  const rows = [];
  const file = await saved(content);
  for await (const { row, cells } of readSheetRows(file, { format, sheet: null, headerRow: 1, limits: { ...READ_LIMITS, ...limits } }))
    rows.push({ row, ...Object.fromEntries(cells) });
  return rows;
}

/** The limit a read went past (or what else it threw). */
async function limitOf(content: Buffer | string, limits: Partial<ReadLimits> = {}, format: 'xlsx' | 'csv' = 'xlsx'): Promise<ReadLimit> {
  const error = await rowsOf(content, limits, format).then(
    () => new Error('read to the end'),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ReadLimitError)) throw error;
  return error.limit;
}

const A_MEGABYTE_OF_STRINGS = 61_680;

describe('read limits of an xlsx zip', () => {
  it('refuses from the central directory: too many parts, too much unpacked, a part compressed too much', async () => {
    const extra = Array.from({ length: 20 }, (_, index) => ({ name: `xl/media/image${index}.png`, pieces: [{ data: Buffer.from('x') }] }));
    expect(await limitOf(handMadeXlsx({ extra }), { zipEntries: 10 })).toBe('zipEntries');
    // The bomb: 120 million one-letter strings, about 2 GB from about 5 MB.
    expect(await limitOf(handMadeXlsx({ sharedStrings: repeatedStrings(120_000_000) }))).toBe('unpackedBytes');
    // Ten megabytes of them, honestly declared: compressed about 400 times.
    expect(await limitOf(handMadeXlsx({ sharedStrings: repeatedStrings(10 * A_MEGABYTE_OF_STRINGS) }))).toBe('compressionRatio');
  });

  it('holds each part to the limits while it inflates, whatever its header declares', async () => {
    const lying = handMadeXlsx({ sharedStrings: repeatedStrings(10 * A_MEGABYTE_OF_STRINGS), declared: { sharedStrings: 1_000 } });
    expect(await limitOf(lying)).toBe('compressionRatio');
    expect(await limitOf(lying, { compressionRatio: 10_000, unpackedBytes: 2 * 1024 * 1024 })).toBe('unpackedBytes');
  });

  it('counts the shared strings, their characters and the length of each', async () => {
    const strings = Array.from({ length: 11 }, (_, index) => `Матн ${index}`);
    const sheet = sheetOf([['Номи']]);
    expect(await limitOf(handMadeXlsx({ sharedStrings: stringsOf(strings), sheet }), { sharedStrings: 10 })).toBe('sharedStrings');
    expect(await limitOf(handMadeXlsx({ sharedStrings: stringsOf(strings), sheet }), { sharedStringChars: 50 })).toBe('sharedStringChars');
    expect(await limitOf(handMadeXlsx({ sharedStrings: stringsOf(['Қисқа', 'Анча узун матн']), sheet }), { cellChars: 10 })).toBe(
      'cellChars',
    );
    // Within every limit, the same strings are read as they are.
    const cells = sheetOf([{ xml: '<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>10</v></c></row>' }]);
    expect(await rowsOf(handMadeXlsx({ sharedStrings: stringsOf(strings), sheet: cells }))).toEqual([{ row: 2, 'Матн 0': 'Матн 10' }]);
  });

  it('counts the rows, columns and cells of the sheet and the length of each cell', async () => {
    const rows = Array.from({ length: 12 }, (_, index) => ['Ном', String(index)]);
    expect(await limitOf(handMadeXlsx({ sheet: sheetOf(rows) }), { rows: 10 })).toBe('rows');
    expect(await limitOf(handMadeXlsx({ sheet: sheetOf(rows) }), { cells: 20 })).toBe('cells');
    // One cell far to the right makes the row that wide, however empty the rest.
    const far = sheetOf([
      { xml: '<row r="1"><c r="A1" t="inlineStr"><is><t>Ном</t></is></c><c r="XFD1" t="inlineStr"><is><t>x</t></is></c></row>' },
    ]);
    expect(await limitOf(handMadeXlsx({ sheet: far }), { columns: 1_000 })).toBe('columns');
    expect(await limitOf(handMadeXlsx({ sheet: sheetOf([['Ном'], ['x'.repeat(40)]]) }), { cellChars: 32 })).toBe('cellChars');
    expect(await rowsOf(handMadeXlsx({ sheet: sheetOf(rows) }), { rows: 12, cells: 24 })).toHaveLength(11);
  });

  it('ends a reader that runs out of memory with the same refusal, and reads the next file', async () => {
    // No limit but the worker's memory: 20,000 strings of ten thousand letters (200 MB) do not fit in 64 MB.
    const unlimited = { unpackedBytes: Infinity, compressionRatio: Infinity, sharedStrings: Infinity, sharedStringChars: Infinity };
    const bomb = handMadeXlsx({ sharedStrings: repeatedStrings(20_000, 'a'.repeat(10_000)) });
    expect(await limitOf(bomb, { ...unlimited, workerMemoryMb: 64 })).toBe('workerMemoryMb');
    expect(await rowsOf(handMadeXlsx({ sheet: sheetOf([['Ном'], ['Бир']]) }), { workerMemoryMb: 64 })).toEqual([{ row: 2, Ном: 'Бир' }]);
  });

  it('stops a read its caller leaves early, and serves the next ones', async () => {
    const file = await saved(
      handMadeXlsx({ sheet: sheetOf([['Ном'], ...Array.from({ length: 5_000 }, (_, index) => [`Қатор ${index}`])]) }),
    );
    for (let round = 0; round < 5; round += 1)
      for await (const row of readSheetRows(file, { format: 'xlsx', sheet: null, headerRow: 1 })) {
        expect(row.row).toBe(2);
        break;
      }
    let count = 0;
    for await (const _ of readSheetRows(file, { format: 'xlsx', sheet: null, headerRow: 1 })) count += 1;
    expect(count).toBe(5_000);
  });
});

describe('read limits of a csv file', () => {
  it('counts its rows, columns, cells and the length of each cell', async () => {
    const csv = ['Ном;Сон', ...Array.from({ length: 11 }, (_, index) => `Қатор;${index}`)].join('\n');
    expect(await limitOf(csv, { rows: 10 }, 'csv')).toBe('rows');
    expect(await limitOf(csv, { cells: 20 }, 'csv')).toBe('cells');
    expect(await limitOf(`Ном${';'.repeat(200)}\nБир\n`, { columns: 100 }, 'csv')).toBe('columns');
    expect(await limitOf(`Ном\n${'x'.repeat(40)}\n`, { cellChars: 32 }, 'csv')).toBe('cellChars');
    expect(await rowsOf(csv, { rows: 12 }, 'csv')).toHaveLength(11);
  });
});

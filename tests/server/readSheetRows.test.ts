import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import unzipper from 'unzipper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheetRows } from '../../server/imports/readSheetRows';
import { storedZip } from './support/storedZip';

/** A workbook of two sheets with text, numbers and an empty cell, as ExcelJS writes it. */
async function twoSheets(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const first = workbook.addWorksheet('Мурожаатлар');
  first.addRow(['Рақами', 'Мурожаатчи', 'Сумма']);
  first.addRow(['IMP-1', 'Тошматов', 10]);
  first.addRow(['IMP-2', null, 12.5]);
  const second = workbook.addWorksheet('Second');
  second.addRow(['Name']);
  second.addRow(['Иккинчи']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of twoSheets' first sheet as readSheetRows gives them. */
const FIRST_SHEET = [
  { row: 2, Рақами: 'IMP-1', Мурожаатчи: 'Тошматов', Сумма: 10 },
  { row: 3, Рақами: 'IMP-2', Мурожаатчи: null, Сумма: 12.5 },
];

/** The same parts stored in another order, each part whole. */
async function reordered(xlsx: Buffer, order: readonly string[]): Promise<Buffer> {
  const directory = await unzipper.Open.buffer(xlsx);
  const parts = new Map(
    await Promise.all(
      directory.files.filter((file) => file.type === 'File').map(async (file) => [file.path, await file.buffer()] as const),
    ),
  );
  const first = order.filter((path) => parts.has(path));
  return storedZip(
    [...first, ...[...parts.keys()].filter((path) => !first.includes(path))].map((path) => [path, parts.get(path)!] as const),
  );
}

async function read(file: string, sheet: string | null) {
  const rows = [];
  for await (const { row, cells } of readSheetRows(file, { format: 'xlsx', sheet, headerRow: 1 }))
    rows.push({ row, ...Object.fromEntries(cells) });
  return rows;
}

describe('readSheetRows (imports): xlsx parts in any order', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'platon-sheets-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads the first sheet, or the one named, of a workbook as ExcelJS writes it (the workbook part last)', async () => {
    const file = join(dir, 'exceljs.xlsx');
    await writeFile(file, await twoSheets());
    expect(await read(file, null)).toEqual(FIRST_SHEET);
    expect(await read(file, 'Second')).toEqual([{ row: 2, Name: 'Иккинчи' }]);
  });

  it('reads a workbook whose shared strings come before its sheets and its workbook part after them', async () => {
    // ExcelJS's own streaming pass then met the sheets before their names and failed every time:
    // "Cannot read properties of undefined (reading 'sheets')", so the import said the file was unreadable.
    const file = join(dir, 'reordered.xlsx');
    const order = ['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml'];
    await writeFile(file, await reordered(await twoSheets(), [...order, 'xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml']));
    expect(await read(file, null)).toEqual(FIRST_SHEET);
    expect(await read(file, 'Second')).toEqual([{ row: 2, Name: 'Иккинчи' }]);
  });

  it('keeps every letter of a Cyrillic text whole, wherever the unpacked part was cut into chunks', async () => {
    // ExcelJS decoded each chunk on its own: a letter of two bytes across two chunks became U+FFFD, about ten cells in 20,000 here.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Мурожаатлар');
    sheet.addRow(['Мурожаатчи']);
    for (let index = 0; index < 20_000; index += 1) sheet.addRow([`Мурожаатчи ${index} Ўғлиқўшиқ`]);
    const file = join(dir, 'cyrillic.xlsx');
    await writeFile(file, Buffer.from(await workbook.xlsx.writeBuffer()));
    const names = (await read(file, null)).map((row) => (row as Record<string, unknown>)['Мурожаатчи']);
    expect(names).toHaveLength(20_000);
    expect(names.filter((name, index) => name !== `Мурожаатчи ${index} Ўғлиқўшиқ`)).toEqual([]);
  });

  it('reads the same file a hundred times at once', async () => {
    // The race of exceljs#3064 showed a few times in a thousand reads on a busy machine.
    const file = join(dir, 'burst.xlsx');
    await writeFile(file, await twoSheets());
    const reads = await Promise.all(Array.from({ length: 100 }, () => read(file, null)));
    expect(reads.every((rows) => rows.length === 2)).toBe(true);
  });
});

import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import unzipper from 'unzipper';
import { loadExcelJs } from '../files/loadExcelJs';

/** One cell as a spreadsheet gives it: text, a number, a date, a truth value, or nothing. */
export type SheetCell = string | number | boolean | Date | null;

/** The file is not the spreadsheet it claims to be (a damaged zip, broken quoting): the user's file, not our fault. */
export class SheetReadError extends Error {
  constructor(cause: unknown) {
    super(`the file could not be read: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'SheetReadError';
  }
}

/** A data row: its number in the file (1-based, as a spreadsheet shows it) and its cells by header. */
export interface SheetRow {
  row: number;
  cells: Map<string, SheetCell>;
}

export interface SheetOptions {
  format: 'xlsx' | 'csv';
  /** The worksheet to read (xlsx); the first one when null. */
  sheet: string | null;
  /** The row holding the headers; data starts on the next row. */
  headerRow: number;
}

/**
 * Reads a stored xlsx or csv file row by row, as a stream: the file is never held in memory whole, so a
 * 100,000-row import costs the memory of one row at a time. Headers are trimmed; empty rows are skipped.
 *
 * @example
 * for await (const { row, cells } of readSheetRows('/tmp/upload', { format: 'xlsx', sheet: null, headerRow: 1 })) { … }
 */
export async function* readSheetRows(file: string, options: SheetOptions): AsyncGenerator<SheetRow> {
  const rows = options.format === 'csv' ? csvRows(file) : xlsxRows(file, options.sheet);
  let headers: string[] | null = null;
  const next = async () => {
    try {
      return await rows.next();
    } catch (error) {
      throw new SheetReadError(error);
    }
  };
  for (let step = await next(); !step.done; step = await next()) {
    const [number, values] = step.value;
    if (number < options.headerRow) continue;
    if (number === options.headerRow || headers === null) {
      headers = values.map((value) => (value === null ? '' : String(value).trim()));
      continue;
    }
    if (values.every((value) => value === null || value === '')) continue;
    const cells = new Map<string, SheetCell>();
    headers.forEach((header, index) => {
      if (header) cells.set(header, values[index] ?? null);
    });
    yield { row: number, cells };
  }
}

async function* csvRows(file: string): AsyncGenerator<[number, SheetCell[]]> {
  // Excel saves csv with ';' where the decimal mark is a comma (uz, ru): both separators are read.
  const parser = createReadStream(file).pipe(
    parse({ bom: true, delimiter: [',', ';'], relax_column_count: true, skip_empty_lines: false }),
  );
  let number = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    number += 1;
    yield [number, record.map((value) => (value === '' ? null : value))];
  }
}

/** The parts of ExcelJS's streaming WorkbookReader (4.4.0) that xlsxRows drives in its own order. */
interface OrderedWorkbookReader {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(
    entry: Readable,
    sheetNo: string,
  ): Generator<{ eventType: string; value: AsyncIterable<{ number: number; values: unknown }> & { name?: string } }>;
}

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * The rows of an xlsx file, its parts read through the zip's central directory in the order they depend on
 * each other: the workbook (sheet names) and the shared strings before any worksheet. ExcelJS's own
 * streaming pass takes the parts in the order they are stored, and in the order ExcelJS itself writes them
 * (the workbook last) it sometimes ends before that last part, then fails on every worksheet ('Cannot read
 * properties of undefined (reading 'sheets')', exceljs#3064): an import of a good file failed now and then
 * as unreadable, and a file storing the workbook after its sheets failed every time. Worksheets are still
 * read row by row from their compressed stream.
 */
async function* xlsxRows(file: string, sheet: string | null): AsyncGenerator<[number, SheetCell[]]> {
  const ExcelJS = await loadExcelJs();
  const directory = await unzipper.Open.file(file);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  }) as unknown as OrderedWorkbookReader;
  const part = (path: string) => directory.files.find((entry) => entry.path === path);
  const relations = part('xl/_rels/workbook.xml.rels');
  const workbook = part('xl/workbook.xml');
  if (!relations || !workbook) throw new Error('no workbook in the file');
  await reader._parseRels(relations.stream());
  await reader._parseWorkbook(workbook.stream());
  const strings = part('xl/sharedStrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(strings.stream()));
  const styles = part('xl/styles.xml');
  if (styles) await reader._parseStyles(styles.stream());
  const worksheets = directory.files
    .map((entry) => ({ entry, number: WORKSHEET.exec(entry.path)?.[1] }))
    .filter((found): found is { entry: (typeof directory.files)[number]; number: string } => found.number !== undefined)
    .sort((a, b) => Number(a.number) - Number(b.number));
  for (const { entry, number } of worksheets) {
    for (const { eventType, value: worksheet } of reader._parseWorksheet(entry.stream(), number)) {
      if (eventType !== 'worksheet' || (sheet !== null && worksheet.name !== sheet)) continue;
      for await (const row of worksheet) {
        // ExcelJS's row values are 1-based (index 0 is empty).
        const values = (row.values as unknown[]).slice(1).map(cellValue);
        yield [row.number, values];
      }
      return;
    }
  }
}

/** ExcelJS's cell shapes (formulas, rich text, links, errors) as the plain value a user sees. */
function cellValue(value: unknown): SheetCell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const cell = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: unknown };
    if ('result' in cell) return cellValue(cell.result);
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if (typeof cell.text === 'string') return cell.text;
    if ('error' in cell) return null;
  }
  return String(value);
}

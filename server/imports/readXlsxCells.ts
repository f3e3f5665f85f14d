import type { Readable } from 'node:stream';
import { loadExcelJs } from '../files/loadExcelJs';
import { cellBudget } from './cellBudget';
import { openZipArchive, type ZipArchive } from './openZipArchive';
import type { ReadLimits } from './readLimits';
import { ReadLimitError } from './ReadLimitError';
import type { SheetCell, SheetCells } from './SheetCell';

/** A shared string as ExcelJS gives it: plain text, rich text in runs, or nothing (an empty <si/>). */
type SharedString = string | null | { richText: { text: string | null }[] };

/** The parts of ExcelJS's streaming WorkbookReader (4.4.0) that readXlsxCells drives in its own order. */
interface OrderedWorkbookReader {
  sharedStrings?: SharedString[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<{ index: number; text: SharedString }>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(
    entry: AsyncIterable<string>,
    sheetNo: string,
  ): Generator<{
    eventType: string;
    value: AsyncIterable<{ number: number; cellCount: number; values: unknown }> & { name?: string };
  }>;
}

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * The rows of an xlsx file within the read limits (READ_LIMITS), its parts read through the zip's central
 * directory (openZipArchive) in the order they depend on each other: the workbook (sheet names) and the
 * shared strings before any worksheet. ExcelJS's own streaming pass takes the parts in the order they are
 * stored, and in the order ExcelJS itself writes them (the workbook last) it sometimes ends before that last
 * part, then fails on every worksheet ('Cannot read properties of undefined (reading 'sheets')',
 * exceljs#3064). The shared strings are counted one by one as they are parsed (all of them are held while
 * the sheet is read: a bomb of a hundred million one-letter strings ended the process); the worksheet is
 * read row by row from its compressed stream, each row counted before it is yielded.
 *
 * @example
 * for await (const [number, values] of readXlsxCells('/tmp/upload', null, READ_LIMITS)) { … }
 */
export async function* readXlsxCells(file: string, sheet: string | null, limits: ReadLimits): AsyncGenerator<SheetCells> {
  const ExcelJS = await loadExcelJs();
  const zip = await openZipArchive(file, limits);
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
      // Emitted rather than cached by ExcelJS, so that each string is counted as it comes (kept below).
      sharedStrings: 'emit',
      hyperlinks: 'ignore',
      styles: 'cache',
      worksheets: 'emit',
    }) as unknown as OrderedWorkbookReader;
    const relations = await textOf(zip, 'xl/_rels/workbook.xml.rels');
    const workbook = await textOf(zip, 'xl/workbook.xml');
    if (!relations || !workbook) throw new Error('no workbook in the file');
    await reader._parseRels(relations);
    await reader._parseWorkbook(workbook);
    const strings = await textOf(zip, 'xl/sharedStrings.xml');
    reader.sharedStrings = strings ? await sharedStrings(reader, strings, limits) : [];
    const styles = await textOf(zip, 'xl/styles.xml');
    if (styles) await reader._parseStyles(styles);
    const worksheets = zip.names
      .map((name) => ({ name, number: WORKSHEET.exec(name)?.[1] }))
      .filter((found): found is { name: string; number: string } => found.number !== undefined)
      .sort((a, b) => Number(a.number) - Number(b.number));
    const budget = cellBudget(limits);
    for (const { name, number } of worksheets) {
      for (const { eventType, value: worksheet } of reader._parseWorksheet(unpackedWhenRead(zip, name), number)) {
        if (eventType !== 'worksheet' || (sheet !== null && worksheet.name !== sheet)) continue;
        for await (const row of worksheet) {
          // Counted before its values are gathered: the width is where the last cell is, however far.
          budget.row(row.cellCount);
          // ExcelJS's row values are 1-based (index 0 is empty) and sparse.
          const values = Array.from((row.values as unknown[]).slice(1), cellValue);
          for (const value of values) if (typeof value === 'string') budget.text(value);
          yield [row.number, values];
        }
        return;
      }
    }
  } finally {
    zip.close();
  }
}

/** The workbook's shared strings, counted against the limits one by one as ExcelJS parses them. */
async function sharedStrings(reader: OrderedWorkbookReader, part: Readable, limits: ReadLimits): Promise<SharedString[]> {
  const strings: SharedString[] = [];
  let chars = 0;
  for await (const { text } of reader._parseSharedStrings(part)) {
    if (strings.length === limits.sharedStrings) throw new ReadLimitError('sharedStrings', limits.sharedStrings);
    const length =
      text === null ? 0 : typeof text === 'string' ? text.length : text.richText.reduce((sum, run) => sum + (run.text?.length ?? 0), 0);
    if (length > limits.cellChars) throw new ReadLimitError('cellChars', limits.cellChars);
    chars += length;
    if (chars > limits.sharedStringChars) throw new ReadLimitError('sharedStringChars', limits.sharedStringChars);
    strings.push(text);
  }
  return strings;
}

/**
 * A part's text, decoded as one stream. ExcelJS decodes each chunk it is given on its own, so a letter
 * of two or more bytes that fell across two chunks became U+FFFD: a few Cyrillic cells in every thousand
 * were imported broken. Given text, it has nothing to decode.
 */
async function textOf(zip: ZipArchive, name: string): Promise<Readable | null> {
  const part = await zip.open(name);
  return part && part.setEncoding('utf8');
}

/** A part's text, opened only once it is read: the worksheets not asked for are never unpacked. */
function unpackedWhenRead(zip: ZipArchive, name: string): AsyncIterable<string> {
  return {
    async *[Symbol.asyncIterator]() {
      const part = await textOf(zip, name);
      if (part) yield* part as AsyncIterable<string>;
    },
  };
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

import { readCellsInWorker } from './readCellsInWorker';
import type { ReadLimits } from './readLimits';
import type { SheetCell } from './SheetCell';

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
  /** The read limits, READ_LIMITS unless given (tests use smaller ones). */
  limits?: ReadLimits;
}

/**
 * Reads a stored xlsx or csv file row by row, as a stream: the file is never held in memory whole, so a
 * 100,000-row import costs the memory of a few hundred rows at a time. The file is unpacked and parsed in a
 * worker thread within the read limits (readCellsInWorker, docs/imports.md): past one it throws a
 * ReadLimitError, a damaged file a SheetReadError. Headers are trimmed; empty rows are skipped.
 *
 * @example
 * for await (const { row, cells } of readSheetRows('/tmp/upload', { format: 'xlsx', sheet: null, headerRow: 1 })) { … }
 */
export async function* readSheetRows(file: string, options: SheetOptions): AsyncGenerator<SheetRow> {
  let headers: string[] | null = null;
  for await (const [number, values] of readCellsInWorker(file, options, options.limits)) {
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

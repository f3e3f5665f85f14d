import type { PassThrough, Writable } from 'node:stream';
import { exportCellValue } from './exportCellValue';
import type { ExportColumn } from './exportColumns';
import type { SourceColumn } from './runtimeColumnClass';
import { loadExcelJs } from '../files/loadExcelJs';

/** What one exported sheet shows. */
export interface ExportSheet {
  title: string;
  columns: ExportColumn[];
  /** The source's column types, for typed cells and number formats. */
  sourceColumns: Map<string, SourceColumn>;
  /** Batches of rows in order; the first is read before the response starts, so its errors still answer JSON. */
  first: IteratorResult<Record<string, unknown>[]>;
  rest: AsyncIterator<Record<string, unknown>[]>;
  /** Footer values by column id, written as a last bold row; null without footers. */
  footers: Record<string, number | null> | null;
}

/**
 * Streams an xlsx workbook of one sheet into `output` with exceljs's streaming writer: a bold header row
 * (frozen), one row per record with typed cells (dates formatted DD.MM.YYYY, docs/behaviour.md §12; the column's fixed
 * decimals when it has them), then the footer row. Each row is committed as soon as it is written, and
 * after each batch the writer waits until compression and the client have caught up, so memory holds about
 * one batch however slow the client is. Stops early, without error, when the client goes away.
 *
 * @example
 * reply.send(output);
 * await exportWorkbook({ title, columns, sourceColumns, first, rest, footers: null }, output);
 */
export async function exportWorkbook(sheet: ExportSheet, output: PassThrough): Promise<void> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheetName(sheet.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  const classes = sheet.columns.map(({ field }) => sheet.sourceColumns.get(field)?.columnClass);
  worksheet.columns = sheet.columns.map(({ column }, index) => ({
    width: column.width ? Math.min(Math.max(Math.round(column.width / 7), 6), 80) : 18,
    style: numberFormatOf(classes[index], column.numberFormat),
  }));
  const header = worksheet.addRow(sheet.columns.map(({ title }) => exportCellValue(title, 'text')));
  header.font = { bold: true };
  header.commit();

  for (let batch = sheet.first; !batch.done; batch = await sheet.rest.next()) {
    for (const record of batch.value) {
      worksheet.addRow(sheet.columns.map(({ field }, index) => exportCellValue(record[field], classes[index]))).commit();
    }
    // Embedded PGlite answers without real I/O, so without this the whole export would run in one chain of
    // microtasks: nothing reaches the socket and no other request is served until the last batch.
    await new Promise((resolve) => setImmediate(resolve));
    if (output.destroyed || !(await drained(sheetSink(worksheet), output)) || !(await drained(output, output))) {
      await sheet.rest.return?.();
      return;
    }
  }

  if (sheet.footers) {
    const footers = sheet.footers;
    const footer = worksheet.addRow(sheet.columns.map(({ column }) => footers[String(column.id)] ?? null));
    footer.font = { bold: true };
    footer.commit();
  }
  worksheet.commit();
  await workbook.commit();
}

/** Sheet names: at most 31 characters, none of []:*?/\ (Excel refuses the file otherwise). */
function sheetName(title: string): string {
  return (
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

function numberFormatOf(columnClass: string | undefined, decimals: number | null | undefined): { numFmt?: string } {
  if (columnClass === 'date') return { numFmt: 'dd.mm.yyyy' };
  if (columnClass === 'timestamp') return { numFmt: 'dd.mm.yyyy hh:mm' };
  if ((columnClass === 'integer' || columnClass === 'number') && typeof decimals === 'number') {
    return { numFmt: decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0' };
  }
  return {};
}

/**
 * The stream compressing the sheet's XML. exceljs writes rows into it without heeding backpressure, so XML
 * would pile up uncompressed in its buffer whenever compression or the client is slower than the database;
 * waiting for it to drain after each batch keeps memory at about one batch. exceljs 4.4 keeps it in the
 * sheet stream's `pipes` (not public API, hence the defensive reading: without it, only the output is watched).
 */
function sheetSink(worksheet: unknown): Writable | null {
  const pipes = (worksheet as { stream?: { pipes?: unknown } }).stream?.pipes;
  const sink = Array.isArray(pipes) ? (pipes[0] as Writable | undefined) : undefined;
  return sink && typeof sink.on === 'function' ? sink : null;
}

/** Resolves true once `stream` can take more, false if the client went away (the output closed) meanwhile. */
function drained(stream: Writable | null, output: PassThrough): Promise<boolean> {
  // archiver hands exceljs a PassThrough of readable-stream 2, which predates `writableNeedDrain`.
  const needDrain = stream?.writableNeedDrain ?? (stream as { _writableState?: { needDrain?: boolean } } | null)?._writableState?.needDrain;
  if (!stream || !needDrain || output.destroyed) return Promise.resolve(!output.destroyed);
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      output.off('close', done);
      resolve(!output.destroyed);
    };
    stream.on('drain', done);
    output.on('close', done);
  });
}

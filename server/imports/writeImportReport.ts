import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createReadStream } from 'node:fs';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { FileStorage } from '../files/createFileStorage';
import type { ImportConfig } from './importConfig';
import type { ImportError } from './runImport';
import { readSheetRows, type SheetOptions } from './readSheetRows';
import { loadExcelJs } from '../files/loadExcelJs';
import { exportCellValue } from '../tables/exportCellValue';
import type { SheetCell } from './SheetCell';

/**
 * Text that is a number ("-5", "+998901234567") stays as it came: a spreadsheet takes it for a number, never
 * a formula, and a user fixing the report imports it back unchanged.
 */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * The refused file back as a spreadsheet: every data row as it was sent, with an errors column, stored as a
 * file of the user's (the id in the answer downloads it) so it can be fixed and imported again. Written as
 * a stream, row by row, like the file was read. Text that starts like a formula (= + - @ tab CR) gets the
 * export's leading apostrophe (exportCellValue): the file came from anyone, the report opens on the user's
 * desk.
 *
 * @example
 * const fileId = await writeImportReport(db, storage, { config, file, format, errors, userId, errorHeader: 'Хато' });
 */
export async function writeImportReport(
  db: Kysely<DatabaseSchema>,
  storage: FileStorage,
  input: {
    config: ImportConfig;
    file: string;
    format: SheetOptions['format'];
    errors: readonly ImportError[];
    userId: number;
    errorHeader: string;
  },
): Promise<string> {
  const { config, errors } = input;
  const byRow = new Map<number, string[]>();
  for (const error of errors)
    byRow.set(error.row, [...(byRow.get(error.row) ?? []), error.column ? `${error.column}: ${error.message}` : error.message]);
  const scratch = path.join(tmpdir(), `platon-import-report-${randomUUID()}.xlsx`);
  try {
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: scratch, useSharedStrings: false, useStyles: false });
    const sheet = workbook.addWorksheet(config.sheet ?? config.name);
    const headers = config.columns.map((column) => column.header);
    sheet.addRow([...headers, input.errorHeader]).commit();
    const headerErrors = byRow.get(config.headerRow);
    if (headerErrors) sheet.addRow([...headers.map(() => null), headerErrors.join('\n')]).commit();
    for await (const { row, cells } of readSheetRows(input.file, {
      format: input.format,
      sheet: config.sheet,
      headerRow: config.headerRow,
    })) {
      sheet
        .addRow([...headers.map((header) => reportCell(cells.get(header) ?? null)), reportCell((byRow.get(row) ?? []).join('\n') || null)])
        .commit();
    }
    sheet.commit();
    await workbook.commit();

    const id = randomUUID();
    const saved = await storage.save(id, createReadStream(scratch), Number.MAX_SAFE_INTEGER);
    if (!saved.ok) throw new Error('the import report could not be stored');
    await db
      .insertInto('files')
      .values({
        id,
        kind: 'files',
        name: `${config.name}-errors.xlsx`,
        extension: 'xlsx',
        mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: saved.size,
        storage_key: saved.key,
        form_element_id: null,
        user_id: input.userId,
        is_public: false,
      })
      .execute();
    return id;
  } finally {
    await rm(scratch, { force: true });
  }
}

/** A cell of the sent file as the report writes it: formula-like text made inert, as the export does. */
function reportCell(value: SheetCell): SheetCell {
  return typeof value === 'string' && !PLAIN_NUMBER.test(value) ? (exportCellValue(value, 'text') as string) : value;
}

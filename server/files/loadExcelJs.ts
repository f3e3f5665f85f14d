import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | null = null;

/**
 * exceljs, loaded with the first spreadsheet rather than with the server: it is a large module (about a
 * tenth of a cold start), and most starts never export or import one.
 *
 * @example
 * const { stream } = await loadExcelJs();
 */
export function loadExcelJs(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}

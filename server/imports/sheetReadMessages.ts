import type { ReadLimit, ReadLimits } from './readLimits';
import type { SheetCells } from './SheetCell';

/**
 * What the server tells a sheet reader worker (readCellsInWorker -> sheetReadWorker): read a file, send the
 * next batch of rows (one batch is read ahead, no more), or stop the read (its reader left early).
 */
export type ToSheetReader =
  | { type: 'read'; id: number; file: string; format: 'xlsx' | 'csv'; sheet: string | null; limits: ReadLimits }
  | { type: 'more' | 'stop'; id: number };

/** What a sheet reader answers: rows, the end, a limit the file went past, or why it could not be read. */
export type FromSheetReader =
  | { type: 'rows'; id: number; rows: SheetCells[] }
  | { type: 'end'; id: number }
  | { type: 'limit'; id: number; limit: ReadLimit; max: number }
  | { type: 'error'; id: number; message: string };

import { parentPort } from 'node:worker_threads';
import { readCsvCells } from './readCsvCells';
import { ReadLimitError } from './ReadLimitError';
import { readXlsxCells } from './readXlsxCells';
import type { SheetCells } from './SheetCell';
import type { FromSheetReader, ToSheetReader } from './sheetReadMessages';

/** Rows sent together, or fewer when they hold this many cells: a few hundred kilobytes a message. */
const BATCH_ROWS = 500;
const BATCH_CELLS = 20_000;

/**
 * A sheet reader: the thread in which an uploaded spreadsheet is unpacked and parsed (readCellsInWorker
 * starts it with a memory limit), so that neither the parsing's time nor its memory is the server's. It
 * reads one file at a time, in the order asked, and sends its rows in batches, each after the server took
 * the one before.
 */
const port = parentPort!;
let reading = Promise.resolve();
let current: { id: number; credits: number; stopped: boolean; wake: (() => void) | null } | null = null;

port.on('message', (message: ToSheetReader) => {
  if (message.type === 'read') {
    reading = reading.then(() => read(message));
    return;
  }
  if (current?.id !== message.id) return;
  if (message.type === 'stop') current.stopped = true;
  else current.credits += 1;
  current.wake?.();
});

async function read({ id, file, format, sheet, limits }: Extract<ToSheetReader, { type: 'read' }>): Promise<void> {
  const state: NonNullable<typeof current> = { id, credits: 0, stopped: false, wake: null };
  current = state;
  const send = (message: FromSheetReader) => port.postMessage(message);
  /** Sends a batch and waits until the server takes it: false when the read was stopped instead. */
  const sent = async (rows: SheetCells[]) => {
    send({ type: 'rows', id, rows });
    while (!state.credits && !state.stopped) await new Promise<void>((resolve) => (state.wake = resolve));
    state.wake = null;
    state.credits -= 1;
    return !state.stopped;
  };
  try {
    let batch: SheetCells[] = [];
    let cells = 0;
    for await (const row of format === 'csv' ? readCsvCells(file, limits) : readXlsxCells(file, sheet, limits)) {
      if (state.stopped) return;
      batch.push(row);
      cells += row[1].length;
      if (batch.length < BATCH_ROWS && cells < BATCH_CELLS) continue;
      if (!(await sent(batch))) return;
      batch = [];
      cells = 0;
    }
    if (batch.length) send({ type: 'rows', id, rows: batch });
    send({ type: 'end', id });
  } catch (error) {
    if (error instanceof ReadLimitError) send({ type: 'limit', id, limit: error.limit, max: error.max });
    else send({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    current = null;
  }
}

import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { READ_LIMITS, type ReadLimits } from './readLimits';
import { ReadLimitError } from './ReadLimitError';
import type { SheetCells } from './SheetCell';
import type { FromSheetReader, ToSheetReader } from './sheetReadMessages';
import { SheetReadError } from './SheetReadError';

/** Files read at once; more wait their turn. Each reader may take workerMemoryMb, so this bounds them all. */
const MAX_READERS = 2;
/** A reader with nothing to do ends after this long (starting one, ExcelJS loaded, costs about a third of a second). */
const IDLE_MS = 30_000;

interface Reader {
  worker: Worker;
  memoryMb: number;
  dead: boolean;
  /** The read in progress hears here that its worker ended (out of memory, or otherwise). */
  onDeath: ((error: Error) => void) | null;
  idleTimer: NodeJS.Timeout | null;
}

const idle: Reader[] = [];
const waiting: (() => void)[] = [];
let busy = 0;
let lastId = 0;

/**
 * The rows of an xlsx or csv file, read in a worker thread (sheetReadWorker) with a memory limit and the
 * read limits, so that a hostile file costs the server neither its event loop nor its heap: a limit passed
 * throws a ReadLimitError, a worker that runs out of memory the same error for `workerMemoryMb`, a damaged
 * file a SheetReadError. Rows come in batches, one read ahead of the caller; a caller that stops early
 * stops the read. Workers are kept for the next file a while, at most MAX_READERS of them.
 *
 * @example
 * for await (const [number, values] of readCellsInWorker('/tmp/upload', { format: 'xlsx', sheet: null })) { … }
 */
export async function* readCellsInWorker(
  file: string,
  options: { format: 'xlsx' | 'csv'; sheet: string | null },
  limits: ReadLimits = READ_LIMITS,
): AsyncGenerator<SheetCells> {
  const reader = await lease(limits.workerMemoryMb);
  const id = ++lastId;
  const inbox: FromSheetReader[] = [];
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const onMessage = (message: FromSheetReader) => {
    if (message.id !== id) return;
    inbox.push(message);
    wake?.();
  };
  reader.onDeath = (error) => {
    failure = error;
    wake?.();
  };
  reader.worker.on('message', onMessage);
  let finished = false;
  try {
    send(reader, { type: 'read', id, file, format: options.format, sheet: options.sheet, limits });
    for (;;) {
      while (!inbox.length && !failure) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      if (failure) throw failure;
      const message = inbox.shift()!;
      if (message.type === 'rows') {
        send(reader, { type: 'more', id });
        yield* message.rows;
        continue;
      }
      finished = true;
      if (message.type === 'end') return;
      if (message.type === 'limit') throw new ReadLimitError(message.limit, message.max);
      throw new SheetReadError(new Error(message.message));
    }
  } finally {
    reader.worker.off('message', onMessage);
    reader.onDeath = null;
    if (!finished && !reader.dead) send(reader, { type: 'stop', id });
    release(reader);
  }
}

function send(reader: Reader, message: ToSheetReader): void {
  reader.worker.postMessage(message);
}

/** An idle reader with this memory limit, or a new one, once fewer than MAX_READERS are busy. */
async function lease(memoryMb: number): Promise<Reader> {
  if (busy < MAX_READERS) busy += 1;
  // A reader that ends hands its turn over (release) rather than freeing it for whoever comes next.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  const index = idle.findIndex((reader) => reader.memoryMb === memoryMb);
  if (index < 0) return startReader(memoryMb);
  const [reader] = idle.splice(index, 1);
  clearTimeout(reader!.idleTimer!);
  reader!.worker.ref();
  return reader!;
}

function release(reader: Reader): void {
  const next = waiting.shift();
  if (next) next();
  else busy -= 1;
  if (reader.dead) return;
  // Unreferenced while idle: a reader waiting for work never keeps the process alive.
  reader.worker.unref();
  reader.idleTimer = setTimeout(() => {
    idle.splice(idle.indexOf(reader), 1);
    void reader.worker.terminate();
  }, IDLE_MS);
  reader.idleTimer.unref();
  idle.push(reader);
}

function startReader(memoryMb: number): Reader {
  const worker = sheetReadWorker({
    // The young generation of V8's default for a thread this size is smaller than the parser's garbage wants.
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32 },
  });
  const reader: Reader = { worker, memoryMb, dead: false, onDeath: null, idleTimer: null };
  const die = (error: Error) => {
    if (reader.dead) return;
    reader.dead = true;
    const at = idle.indexOf(reader);
    if (at >= 0) {
      idle.splice(at, 1);
      clearTimeout(reader.idleTimer!);
    }
    reader.onDeath?.(error);
  };
  worker.on('error', (error: Error & { code?: string }) =>
    die(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ReadLimitError('workerMemoryMb', memoryMb) : error),
  );
  worker.on('exit', (code) => die(new Error(`the sheet reader ended (exit code ${code})`)));
  return reader;
}

/**
 * The worker's file beside this one: built JavaScript in production (tsup.config.ts builds it as an entry
 * of its own), TypeScript when the server runs from its sources (tests, tsx), where the worker registers
 * tsx in its own thread first, since a worker does not inherit the loader its parent runs under.
 */
function sheetReadWorker(options: { resourceLimits: NonNullable<ConstructorParameters<typeof Worker>[1]>['resourceLimits'] }): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./sheetReadWorker.js', import.meta.url), options);
  // tsx's ESM API (its require condition resolves to the CommonJS build beside it).
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const entry = new URL('./sheetReadWorker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { ...options, eval: true });
}

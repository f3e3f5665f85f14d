import pg from 'pg';
import { PREPARED_STATEMENT } from './preparedStatement';

const MARKER = /^\/\* platon:read-only (\d+) \*\//;

/**
 * SQL that starts with this comment runs as a read-only transaction of its own, in one round trip on
 * PostgreSQL (see createDatabase) and in one call on PGlite (prepareMarkedStatementsOnPGlite): BEGIN READ
 * ONLY, the transaction-local statement_timeout (in milliseconds) and generic plans, the statement itself as
 * a named prepared statement, COMMIT. The text must also be fit for
 * PREPARED_STATEMENT (values are parameters), which the marker includes.
 *
 * @example
 * sql`${sql.raw(readOnlyStatement(5000))} SELECT ... WHERE region_id = ${region}`
 */
export function readOnlyStatement(timeoutMs: number): string {
  return `/* platon:read-only ${Math.max(1, Math.floor(timeoutMs))} */ ${PREPARED_STATEMENT}`;
}

/**
 * The statements that open a table read's transaction: read-only, with a transaction-local statement timeout
 * (milliseconds) and generic plans. queryConnection sends them as one text; writeReadOnlyBatch puts them at
 * the head of its batch.
 */
export function readOnlyOpening(timeoutMs: number): string[] {
  const timeout = Math.max(1, Math.floor(timeoutMs));
  return ['BEGIN READ ONLY', `SET LOCAL statement_timeout = ${timeout}`, 'SET LOCAL plan_cache_mode = force_generic_plan'];
}

/** The statement timeout of a text marked by readOnlyStatement, or null for any other text. */
export function readOnlyTimeout(text: string): number | null {
  const match = MARKER.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * Writes of the extended protocol's messages, as node-postgres's Connection offers them to a query and as
 * PGlite's serializer builds them (prepareMarkedStatementsOnPGlite).
 */
export interface BatchWriter {
  parse(message: { text: string; name?: string }): void;
  bind(message: { statement?: string; values?: unknown[] }): void;
  describe(message: { type: 'P'; name?: string }): void;
  execute(message: { portal?: string }): void;
  sync(): void;
}

/**
 * A read-only transaction as one batch: readOnlyOpening's statements, the prepared statement `name` bound to
 * `values` (after whatever `prepare` writes, such as its Parse), COMMIT and one Sync. The database answers
 * all of it at once, one result per statement: the opening's first, then the read's.
 *
 * @example
 * writeReadOnlyBatch(connection, 5000, 'platon_3f…', ['2', 51]);
 */
export function writeReadOnlyBatch(
  writer: BatchWriter,
  timeoutMs: number,
  name: string,
  values: unknown[],
  prepare: () => void = () => {},
): void {
  for (const setup of readOnlyOpening(timeoutMs)) {
    writer.parse({ text: setup });
    writer.bind({});
    writer.execute({ portal: '' });
  }
  prepare();
  writer.bind({ statement: name, values });
  writer.describe({ type: 'P', name: '' });
  writer.execute({ portal: '' });
  writer.parse({ text: 'COMMIT' });
  writer.bind({});
  writer.execute({ portal: '' });
  writer.sync();
}

/** What node-postgres's Connection offers a query for writing the extended protocol's messages. */
interface ProtocolWriter extends BatchWriter {
  close(message: { type: 'S'; name: string }): void;
  stream: { cork?: () => void; uncork?: () => void };
}

/** The pg Query as it works inside, which ReadOnlyQuery builds on (node-postgres 8). */
interface QueryInternals {
  values?: unknown[];
  callback?: (error: Error | null, results?: unknown) => void;
  handleReadyForQuery(connection: ProtocolWriter): void;
}

/** Per connection: the statements this process prepared on it, and whether each surely exists there. */
const prepared = new WeakMap<object, Map<string, 'prepared' | 'unsure'>>();

/** node-postgres's own conversion of a value to its wire text (dates, arrays, JSON, buffers). */
const prepareValue = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils.prepareValue;

/**
 * One pg query that writes a whole read-only transaction at once: BEGIN READ ONLY and its settings, the
 * named statement (parsed only the first time on this connection), COMMIT and one Sync, so the database
 * answers all of it in one round trip instead of three (a table page's call was BEGIN and settings, the
 * read, COMMIT: issue 16). Its result is the statement's. If anything fails, PostgreSQL skips the rest up to
 * the Sync and the transaction stays open and failed: the caller must ROLLBACK before the connection is used
 * again (createDatabase's client does). A statement whose Parse may have failed is closed and parsed afresh
 * next time, as PostgreSQL does not say which message of the batch failed.
 */
export class ReadOnlyQuery extends (pg.Query as unknown as new (config: pg.QueryConfig) => QueryInternals) {
  constructor(
    private readonly statement: { name: string; text: string; values: unknown[] },
    private readonly timeoutMs: number,
    done: (error: Error | null, result?: pg.QueryResult) => void,
  ) {
    // No name for pg itself: its bookkeeping of prepared statements would take the first ParseComplete of
    // the batch (BEGIN's) for this statement's.
    super({ text: statement.text, values: statement.values });
    this.callback = (error, results) => {
      if (error) return done(error);
      const all = (Array.isArray(results) ? results : [results]) as pg.QueryResult[];
      done(null, all.find((result) => result.command === 'SELECT') ?? all[all.length - 1]);
    };
  }

  submit(connection: ProtocolWriter): Error | null {
    const { name, text, values } = this.statement;
    // Converted before anything is written: a value that cannot be sent fails the query with nothing on the
    // wire (pg then reports the error and goes on), never half a batch.
    let wire: unknown[];
    try {
      wire = values.map((value) => prepareValue(value));
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
    const known = prepared.get(connection) ?? new Map<string, 'prepared' | 'unsure'>();
    prepared.set(connection, known);
    const state = known.get(name);
    connection.stream.cork?.();
    try {
      writeReadOnlyBatch(connection, this.timeoutMs, name, wire, () => {
        if (state === 'unsure') connection.close({ type: 'S', name });
        if (state !== 'prepared') connection.parse({ text, name });
        // Marked unsure until the whole batch has succeeded.
        known.set(name, 'unsure');
      });
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  override handleReadyForQuery(connection: ProtocolWriter): void {
    prepared.get(connection)?.set(this.statement.name, 'prepared');
    super.handleReadyForQuery(connection);
  }
}

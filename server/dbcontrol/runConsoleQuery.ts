import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { ConsoleColumn, ConsoleResult } from '../../src/core/api/dbControlContract';
import { queryLosslessNumber } from '../tables/queryLosslessNumber';
import { querySource, type TableSource } from '../tables/querySource';
import type { SourceColumn } from '../tables/runtimeColumnClass';
import type { ConsoleRun } from './ConsoleDatabase';
import { consoleColumns } from './consoleColumns';
import type { ConsoleStatement } from './consoleStatement';

type Readable = Extract<ConsoleStatement, { kind: 'query' | 'utility' }>;
type Cell = string | number | boolean | null;

/** A console answer plus the source's column types (the export writes typed cells with them). */
export interface ConsoleRows extends ConsoleResult {
  sourceColumns: Map<string, SourceColumn>;
}

/**
 * Runs one statement of the SQL console inside a console session (ConsoleDatabase.session: a READ ONLY
 * transaction, rolled back, with the statement timeout, as a role that only reads on PostgreSQL). A query is
 * read as a subquery, exactly like a table's source SQL (querySource): its columns and their types first
 * (consoleColumns, which reads no row), then at most `cap` + 1 rows as JSON written by PostgreSQL itself, so
 * both drivers answer alike and bigint/numeric stay exact. EXPLAIN and SHOW cannot be subqueries: they run as
 * written and their text columns are cut to `cap` rows after reading. Every text goes to the database as one
 * statement of the extended protocol, which refuses a text holding more than one, whatever consoleStatement
 * made of it.
 *
 * @example
 * const result = await consoleDatabase.session((run) => runConsoleQuery(run, { kind: 'query', text: 'SELECT 1 AS one' }, 1000));
 * // { columns: [{ name: 'one', type: 'integer' }], rows: [[1]], truncated: false, durationMs: 2.1, ... }
 */
export async function runConsoleQuery(run: ConsoleRun, statement: Readable, cap: number): Promise<ConsoleRows> {
  const started = performance.now();
  if (statement.kind === 'utility') {
    const result = await run(sql<Record<string, unknown>>`${sql.raw(statement.text)}`);
    const names = Object.keys(result.rows[0] ?? {});
    const sourceColumns = new Map(
      names.map((name) => [name, { typeName: 'text', columnClass: 'text', exactText: false } satisfies SourceColumn]),
    );
    return {
      columns: names.map((name) => ({ name, type: 'text' })),
      rows: result.rows.slice(0, cap).map((row) => names.map((name) => cellOf(row[name]))),
      truncated: result.rows.length > cap,
      durationMs: elapsed(started),
      sourceColumns,
    };
  }
  const source: TableSource = { sourceTable: null, sourceSql: statement.text };
  const sourceColumns = await consoleColumns(run, source);
  const names = [...sourceColumns.keys()];
  const columns: ConsoleColumn[] = names.map((name) => ({ name, type: sourceColumns.get(name)!.typeName }));
  const exact = names.filter((name) => sourceColumns.get(name)!.exactText);
  const selected = [sql`row_to_json(src) AS r`, ...exact.map((name, index) => sql`${sql.id('src', name)}::text AS ${sql.id(`x${index}`)}`)];
  const result = await run(sql<Record<string, unknown>>`SELECT ${sql.join(selected)} FROM ${querySource(source)} AS src LIMIT ${cap + 1}`);
  const rows = result.rows.slice(0, cap).map((raw) => {
    const record = (raw.r ?? {}) as Record<string, unknown>;
    exact.forEach((name, index) => {
      const text = raw[`x${index}`];
      if (typeof text === 'string') record[name] = queryLosslessNumber(text);
    });
    return names.map((name) => cellOf(record[name]));
  });
  return { columns, rows, truncated: result.rows.length > cap, durationMs: elapsed(started), sourceColumns };
}

/** A value as the answer carries it: JSON scalars as they are, anything else (json, arrays, dates) as text. */
function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 100) / 100;
}

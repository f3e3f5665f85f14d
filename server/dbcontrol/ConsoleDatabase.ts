import type { QueryResult, RawBuilder } from 'kysely';

/**
 * Runs one statement holding the administrator's text inside a console session: on PostgreSQL with the
 * statement timeout armed afresh just before it, so that whatever an earlier statement of the same call
 * did to `statement_timeout` does not carry over.
 */
export type ConsoleRun = <Row>(statement: RawBuilder<Row>) => Promise<QueryResult<Row>>;

/**
 * Where the SQL console's statements run (openConsoleDatabase; docs/sql-console.md).
 *
 * @example
 * const rows = await consoleDatabase.session((run) => runConsoleQuery(run, statement, 1000));
 */
export interface ConsoleDatabase {
  /**
   * Runs `work` on one connection inside a READ ONLY transaction that is rolled back afterwards; whatever the
   * work did to the session is undone before the connection serves anyone else. Rejects with a
   * ConsoleUnavailable when the console may not run at all (and why), with the database's error otherwise.
   */
  session<T>(work: (run: ConsoleRun) => Promise<T>): Promise<T>;
  /** Closes what the console opened of its own (its pool on PostgreSQL); the app's database stays open. */
  close(): Promise<void>;
}

import type { ApiClient } from '../api/apiClient';
import type { AppliedMigration, ConsoleResult, DatabaseTable, SlowestMetrics } from '../api/dbControlContract';

/** The calls of the database control page (src/core/api/dbControlContract.ts), answers unwrapped from `{ data }`. */
export interface DbControlApi {
  /** Rejects with an ApiError 422 (read-only, one statement, timeout) or 400 (the database's refusal) whose message says why. */
  query(sql: string, signal?: AbortSignal): Promise<ConsoleResult>;
  /** The statement's rows as an xlsx workbook. */
  exportXlsx(sql: string): Promise<Blob>;
  tables(signal?: AbortSignal): Promise<DatabaseTable[]>;
  migrations(signal?: AbortSignal): Promise<AppliedMigration[]>;
  metrics(signal?: AbortSignal): Promise<SlowestMetrics>;
}

/**
 * @example
 * const api = createDbControlApi(runtime.api);
 * const { columns, rows } = await api.query('SELECT 1 AS one');
 */
export function createDbControlApi(api: ApiClient): DbControlApi {
  const data = async <T>(promise: Promise<{ data: T }>) => (await promise).data;
  return {
    query: (sql, signal) => data(api.request<{ data: ConsoleResult }>('db-control/query', { method: 'POST', body: { sql }, signal })),
    exportXlsx: (sql) => api.request<Blob>('db-control/export', { method: 'POST', body: { sql }, responseType: 'blob' }),
    tables: (signal) => data(api.request<{ data: DatabaseTable[] }>('db-control/tables', { signal })),
    migrations: (signal) => data(api.request<{ data: AppliedMigration[] }>('db-control/migrations', { signal })),
    metrics: (signal) => data(api.request<{ data: SlowestMetrics }>('db-control/metrics', { signal })),
  };
}

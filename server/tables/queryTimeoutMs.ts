/**
 * How long an administrator's SQL may run per statement unless buildApp is told otherwise (tableSqlTimeoutMs).
 *
 * @example
 * queryConnection(db, table, options.timeoutMs ?? QUERY_TIMEOUT_MS, work);
 */
export const QUERY_TIMEOUT_MS = 5_000;

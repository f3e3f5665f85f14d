import { createHash } from 'node:crypto';

/**
 * SQL that starts with this comment runs on PostgreSQL as a named prepared statement (see createDatabase):
 * parsed once per connection and, with `plan_cache_mode = force_generic_plan` set for the transaction,
 * planned once too. Table reads use it because planning an administrator's five-join SQL costs more than
 * running it for a 50-row page. Only statements whose text does not depend on values may carry it: values
 * are bound parameters, so the set of texts stays bounded by the table shapes and filter combinations.
 *
 * @example
 * sql`${sql.raw(PREPARED_STATEMENT)} SELECT ... WHERE region_id = ${region}`
 */
export const PREPARED_STATEMENT = '/* platon:prepared */';

/** The statement name for a marked text: stable per text, short enough for PostgreSQL's 63-byte names. */
export function preparedStatementName(text: string): string {
  // Hashed on every call: a map of the last texts cost more (a 3 KB key is flattened and hashed for the
  // lookup, then compared) than SHA-1 does.
  return `platon_${createHash('sha1').update(text).digest('hex')}`;
}

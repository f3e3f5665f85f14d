import { parse } from 'node:querystring';
import type { Kysely } from 'kysely';
import type { TableDefinition, TableQueryString } from '../../src/core/api/tableContract';
import { firstPageQuery } from '../../src/core/table/firstPageQuery';
import { tableQueryString } from '../../src/core/table/tableQueryString';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { queryDataPage } from './queryDataPage';
import { queryRequest } from './queryRequest';
import { runtimeAccess } from './runtimeAccess';
import { runtimeTableCache } from './runtimeTableCache';

export interface FirstPageCall {
  name: string;
  /** The reader's definition, as the definition call answers it: the page follows its defaults. */
  definition: TableDefinition;
  level: number;
  /** The address query of the view (`first`), as the browser's address has it. */
  address: string;
  /** The reader's permissions; null for a public call. */
  permissions: readonly string[] | null;
  /** Checks and coerces a data call's query as the data route's schema does (tableQueryStringSchema). */
  validate: (query: Record<string, unknown>) => boolean;
  timeoutMs: number;
}

/**
 * The first page a definition call carries (`first`, issue 13): the data call that the table would make
 * next for the view its address describes (firstPageQuery, shared with the browser), answered as the data
 * route would answer it, as `{ query, page }` JSON text. Null whenever that call would not answer 200 (no
 * access, a query the schema or the table refuses, a failed or timed-out statement): the table then makes
 * the call itself and shows its error, so the definition never fails because of its page.
 *
 * @example
 * const firstPage = await queryFirstPage(db, { name: 'appeals', definition, level: 1, address: 'status_id=2', permissions, validate, timeoutMs });
 * // '{"query":"level=1&page=1&size=50&sort=id&order=-1&filters=…","page":{"rows":[…],"page":1,"size":50,"hasMore":true}}'
 */
export async function queryFirstPage(db: Kysely<DatabaseSchema>, call: FirstPageCall): Promise<string | null> {
  try {
    const table = await runtimeTableCache.load(db, call.name, call.timeoutMs);
    if (!table || runtimeAccess(table, call.permissions) !== 'allowed') return null;
    const query = tableQueryString(firstPageQuery(call.definition, call.level, parse(call.address)));
    const params: Record<string, unknown> = { ...parse(query) };
    if (!call.validate(params)) return null;
    const page = await queryDataPage(db, table, queryRequest(params as TableQueryString), call.timeoutMs);
    return `{"query":${JSON.stringify(query)},"page":${page}}`;
  } catch {
    return null;
  }
}

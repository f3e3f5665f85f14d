import type { Kysely } from 'kysely';
import { MAX_CLIENT_ROWS, MAX_PAGE_SIZE, type TableDataPage } from '../../src/core/api/tableContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { queryConnection } from './queryConnection';
import { TableQueryError } from './queryError';
import { queryPlan } from './queryPlan';
import type { TableRequest } from './queryRequest';
import { queryRows } from './queryRows';
import type { RuntimeTable } from './runtimeTable';

/**
 * One page of a table (`GET tables/{name}/data`): the filtered, sorted rows of `page` (1-based) at `size`
 * rows (default: the table's page size; at most MAX_PAGE_SIZE, or MAX_CLIENT_ROWS for a client-paged table
 * that loads everything in one call). One row past the page is read to tell whether another page exists.
 *
 * @example
 * const page = await queryDataPage(db, table, queryRequest(request.query), 5000);
 */
export async function queryDataPage(
  db: Kysely<DatabaseSchema>,
  table: RuntimeTable,
  request: TableRequest,
  timeoutMs: number,
): Promise<TableDataPage> {
  const size = request.size ?? table.pageSize;
  const maxSize = table.paging === 'client' ? MAX_CLIENT_ROWS : MAX_PAGE_SIZE;
  if (size > maxSize) throw new TableQueryError(`size must be at most ${maxSize}`);
  const plan = queryPlan(table, request);
  const { rows } = await queryConnection(db, table, timeoutMs, (executor) =>
    queryRows(executor, table, {
      fields: plan.output,
      where: plan.where,
      order: plan.order,
      limit: size + 1,
      offset: (request.page - 1) * size,
    }),
  );
  return { rows: rows.slice(0, size), page: request.page, size, hasMore: rows.length > size };
}

import type { Kysely } from 'kysely';
import { MAX_CLIENT_ROWS, MAX_PAGE_SIZE, type TableDataPage } from '../../src/core/api/tableContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { TableQueryError } from './queryError';
import { queryPlan } from './queryPlan';
import type { TableRequest } from './queryRequest';
import { queryRowsJson } from './queryRowsJson';
import type { RuntimeTable } from './runtimeTable';

/**
 * One page of a table (`GET tables/{name}/data`) as the JSON text of its `TableDataPage`: the filtered,
 * sorted rows of `page` (1-based) at `size` rows (default: the table's page size; at most MAX_PAGE_SIZE, or
 * MAX_CLIENT_ROWS for a client-paged table that loads everything in one call). One row past the page is read
 * to tell whether another page exists. The rows' JSON is PostgreSQL's, passed on as it came (queryRowsJson).
 *
 * @example
 * reply.type('application/json; charset=utf-8').send(`{"data":${await queryDataPage(db, table, request, 5000)}}`);
 */
export async function queryDataPage(
  db: Kysely<DatabaseSchema>,
  table: RuntimeTable,
  request: TableRequest,
  timeoutMs: number,
): Promise<string> {
  const size = request.size ?? table.pageSize;
  const maxSize = table.paging === 'client' ? MAX_CLIENT_ROWS : MAX_PAGE_SIZE;
  if (size > maxSize) throw new TableQueryError(`size must be at most ${maxSize}`);
  const plan = queryPlan(table, request);
  const window = { fields: plan.output, where: plan.where, order: plan.order, limit: size + 1, offset: (request.page - 1) * size };
  const { json, fetched } = await queryRowsJson(db, table, window, size, timeoutMs);
  const rest: Omit<TableDataPage, 'rows'> = { page: request.page, size, hasMore: fetched > size };
  return `{"rows":${json},${JSON.stringify(rest).slice(1)}`;
}

import { MAX_CLIENT_ROWS, type TableQuery } from '../api/tableContract';
import type { sortQuery } from './sortQuery';
import type { TableAddressState } from './tableAddress';

/**
 * The data call's query for a table's state: a client-paged table asks for every row (up to MAX_CLIENT_ROWS)
 * and sorts in the browser; a server-paged one asks for the page, sorted by `sortParams` (sortQuery). One
 * function for useTableData and firstPageQuery, so the first page the definition carries is the very call the
 * table makes.
 */
export function pageQuery(
  request: TableAddressState,
  level: number,
  client: boolean,
  sortParams: ReturnType<typeof sortQuery>,
): TableQuery {
  return client
    ? { level, page: 1, size: MAX_CLIENT_ROWS, filters: request.filters }
    : { level, page: request.page, size: request.size, ...sortParams, filters: request.filters };
}

import type { FilterValues, TableDefinition, TableQuery } from '../../core/api/tableContract';
import { MAX_CLIENT_ROWS } from '../../core/api/tableContract';
import type { SortState } from '../model/SortState';
import { initialFilterValues, type AddressQuery } from './initialFilterValues';
import { initialSort } from './initialSort';
import type { sortQuery } from './sortQuery';

/** What the rows of a table are asked for: page, size, sort and filters (useTableData's state). */
export interface TableRequest {
  page: number;
  size: number;
  sort: SortState;
  filters: FilterValues;
}

/**
 * The request a table opens with: page 1 of the table's page size, its default sort, the filters' defaults
 * overridden by the address's query. One function for useTableData and prefetchTable, so the prefetched
 * first page is the very call the table makes.
 *
 * @example
 * initialTableRequest(definition, 1, { status_id: '2' }); // { page: 1, size: 50, sort: {...}, filters: { status_id: 2 } }
 */
export function initialTableRequest(definition: TableDefinition, level: number, query?: AddressQuery): TableRequest {
  return {
    page: 1,
    size: definition.props.pageSize || 20,
    sort: initialSort(definition),
    filters: initialFilterValues(definition.filters, level, query),
  };
}

/**
 * The data call's query for `request`: a client-paged table asks for every row (up to MAX_CLIENT_ROWS) and
 * sorts in the browser; a server-paged one asks for the page, sorted by `sortParams` (sortQuery).
 */
export function pageQuery(request: TableRequest, level: number, client: boolean, sortParams: ReturnType<typeof sortQuery>): TableQuery {
  return client
    ? { level, page: 1, size: MAX_CLIENT_ROWS, filters: request.filters }
    : { level, page: request.page, size: request.size, ...sortParams, filters: request.filters };
}

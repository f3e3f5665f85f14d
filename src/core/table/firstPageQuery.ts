import type { TableDefinition, TableQuery } from '../api/tableContract';
import type { AddressQuery } from './initialFilterValues';
import { leafColumns } from './leafColumns';
import { pageQuery } from './pageQuery';
import { sortQuery } from './sortQuery';
import { readTableAddress } from './tableAddress';

/**
 * The data call a table opens with for an address's query: useTableData's first request (the state the
 * address says, readTableAddress; pageQuery). Shared by the browser and the server, so the first page the
 * definition call carries (issue 13) is the very call the table would make.
 *
 * @example
 * firstPageQuery(definition, 1, { status_id: '2' });
 * // { level: 1, page: 1, size: 50, sort: 'id', order: -1, filters: { status_id: 2 } }
 */
export function firstPageQuery(definition: TableDefinition, level: number, query: AddressQuery = {}): TableQuery {
  const request = readTableAddress(definition, level, query);
  return pageQuery(request, level, definition.props.paging === 'client', sortQuery(request.sort, leafColumns(definition.columns)));
}

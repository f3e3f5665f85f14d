import type { TableDefinition } from '../../core/api/tableContract';
import { leafColumns } from '../../core/table/leafColumns';
import type { AddressQuery } from '../../core/table/initialFilterValues';
import { pageQuery } from './pageQuery';
import { sortQuery } from './sortQuery';
import { readTableAddress } from './tableAddress';
import { tablePath } from './tablePath';
import { tableQueryString } from './tableQueryString';

/**
 * The data call a table opens with: useTableData's first request (the state the address says, readTableAddress; pageQuery) as the
 * address createTableApi sends it, for prefetchTable to ask before the table is drawn.
 *
 * @example
 * firstPagePath('appeals', 1, false, definition); // 'tables/appeals/data?level=1&page=1&size=50&sort=id&order=-1'
 */
export function firstPagePath(name: string, level: number, isPublic: boolean, definition: TableDefinition, query?: AddressQuery): string {
  const request = readTableAddress(definition, level, query ?? {});
  const sortParams = sortQuery(request.sort, leafColumns(definition.columns));
  return `${tablePath(name, isPublic, 'data')}?${tableQueryString(pageQuery(request, level, definition.props.paging === 'client', sortParams))}`;
}

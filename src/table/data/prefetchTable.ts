import type { ApiClient } from '../../core/api/apiClient';
import { prefetch } from '../../core/api/prefetch';
import type { TableDefinition } from '../../core/api/tableContract';
import { leafColumns } from '../model/leafColumns';
import type { AddressQuery } from './initialFilterValues';
import { pageQuery } from './pageQuery';
import { sortQuery } from './sortQuery';
import { tablePath } from './tablePath';
import { readTableAddress } from './tableAddress';
import { tableQueryString } from './tableQueryString';

/**
 * Starts the calls a table opens with as soon as its element or route knows the name and the session
 * (issue 13): the definition at once, and its first page the moment the definition arrives, while the
 * page still loads the table's chunk, the project info and the translations. createTableApi then takes
 * both answers instead of asking again. The count (totals) is not prefetched: it is not on the first paint.
 *
 * @example
 * prefetchTable(runtime.api, { name: 'appeals', level: 1, isPublic: false, query: { status_id: '2' } });
 */
export function prefetchTable(api: ApiClient, table: { name: string; level: number; isPublic: boolean; query?: AddressQuery }): void {
  const { name, level, isPublic, query } = table;
  if (!name) return;
  prefetch<{ data: TableDefinition }>(api, definitionPath(name, level, isPublic)).then(
    ({ data: definition }) => void prefetch(api, firstPagePath(name, level, isPublic, definition, query)),
    () => undefined,
  );
}

/** The definition call of table `name` at `level` (createTableApi's `definition`). */
export function definitionPath(name: string, level: number, isPublic: boolean): string {
  return `${tablePath(name, isPublic)}?${tableQueryString({ level })}`;
}

/** The data call a table opens with (useTableData's first request: the state the address says). */
function firstPagePath(name: string, level: number, isPublic: boolean, definition: TableDefinition, query?: AddressQuery): string {
  const request = readTableAddress(definition, level, query ?? {});
  const sortParams = sortQuery(request.sort, leafColumns(definition.columns));
  return `${tablePath(name, isPublic, 'data')}?${tableQueryString(pageQuery(request, level, definition.props.paging === 'client', sortParams))}`;
}

import type { ApiClient } from '../../core/api/apiClient';
import { prefetch } from '../../core/api/prefetch';
import type { TableDefinition } from '../../core/api/tableContract';
import type { AddressQuery } from '../../core/table/initialFilterValues';
import { tablePath } from './tablePath';
import { tableQueryString } from './tableQueryString';

/**
 * Starts the calls a table opens with as soon as its element or route knows the name and the session
 * (issue 13): the definition at once, and its first page the moment the definition arrives, while the
 * page still loads the table's chunk, the project info and the translations. createTableApi then takes
 * both answers instead of asking again. The count (totals) is not prefetched: it is not on the first paint.
 * The first page's address comes from the table's own code (firstPagePath), loaded here lazily: the
 * table's chunk, which the element starts at the same time, needs the same code, so the entry stays small.
 *
 * @example
 * prefetchTable(runtime.api, { name: 'appeals', level: 1, isPublic: false, query: { status_id: '2' } });
 */
export function prefetchTable(api: ApiClient, table: { name: string; level: number; isPublic: boolean; query?: AddressQuery }): void {
  const { name, level, isPublic, query } = table;
  if (!name) return;
  Promise.all([prefetch<{ data: TableDefinition }>(api, definitionPath(name, level, isPublic)), import('./firstPagePath')]).then(
    ([{ data: definition }, { firstPagePath }]) => void prefetch(api, firstPagePath(name, level, isPublic, definition, query)),
    () => undefined,
  );
}

/** The definition call of table `name` at `level` (createTableApi's `definition`). */
export function definitionPath(name: string, level: number, isPublic: boolean): string {
  return `${tablePath(name, isPublic)}?${tableQueryString({ level })}`;
}

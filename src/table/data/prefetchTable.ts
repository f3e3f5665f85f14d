import type { ApiClient } from '../../core/api/apiClient';
import { keepPrefetched, peekPrefetched } from '../../core/api/prefetch';
import { FIRST_PAGE_ADDRESS_MAX, type TableDefinition, type TableFirstPage } from '../../core/api/tableContract';
import type { AddressQuery } from '../../core/table/initialFilterValues';
import { tableQueryString } from '../../core/table/tableQueryString';
import { tablePath } from './tablePath';

/**
 * Starts the calls a table opens with as soon as its element or route knows the name and the session
 * (issue 13), while the page still loads the table's chunk, the project info and the translations: one
 * definition call that also carries the first page of the view the address describes (`first`,
 * tableContract). createTableApi then takes both answers instead of asking again. Asking for the page only
 * once the definition had arrived cost a second round trip and, on a busy page, the wait for the main
 * thread in between. The count (totals) is not prefetched: it is not on the first paint.
 *
 * @example
 * prefetchTable(runtime.api, { name: 'appeals', level: 1, isPublic: false, query: { status_id: '2' } });
 */
export function prefetchTable(api: ApiClient, table: { name: string; level: number; isPublic: boolean; query?: AddressQuery }): void {
  const { name, level, isPublic, query } = table;
  const path = definitionPath(name, level, isPublic);
  if (!name || peekPrefetched(api, path)) return;
  const first = addressString(query ?? {});
  const withPage = first.length <= FIRST_PAGE_ADDRESS_MAX ? `${path}&first=${encodeURIComponent(first)}` : path;
  const answer = api.request<{ data: TableDefinition; firstPage?: TableFirstPage }>(withPage).then(({ data, firstPage }) => {
    // Kept before the definition resolves: the table asks for its first page only after it has the definition.
    if (firstPage)
      keepPrefetched(api, `${tablePath(name, isPublic, 'data')}?${firstPage.query}`, Promise.resolve({ data: firstPage.page }));
    return { data };
  });
  keepPrefetched(api, path, answer);
}

/** The definition call of table `name` at `level` (createTableApi's `definition`). */
export function definitionPath(name: string, level: number, isPublic: boolean): string {
  return `${tablePath(name, isPublic)}?${tableQueryString({ level })}`;
}

/** The query as an address's search string, repeated keys as repeated parameters (queryFromSearch's inverse). */
function addressString(query: AddressQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const one of [value ?? []].flat()) params.append(key, one);
  return params.toString();
}

import type { ApiClient } from '../../core/api/apiClient';
import type { TableDataPage, TableDefinition, TableTotals } from '../../core/api/tableContract';
import type { TableApi } from './TableApi';
import { tablePath } from './tablePath';
import { tableQueryString } from './tableQueryString';

/**
 * The table calls over the page's API client (SPEC §7, src/core/api/tableContract.ts): public tables ask
 * under `public/`, which the client sends without a token. Every answer is `{ data }`; this unwraps it.
 *
 * @example
 * const calls = createTableApi(runtime.api, false);
 * const definition = await calls.definition('appeals', 1);
 */
export function createTableApi(api: ApiClient, isPublic: boolean): TableApi {
  const get = async <T>(path: string, signal?: AbortSignal) => (await api.request<{ data: T }>(path, { signal })).data;
  return {
    definition: (name, level, signal) => get<TableDefinition>(`${tablePath(name, isPublic)}?${tableQueryString({ level })}`, signal),
    page: (name, query, signal) => get<TableDataPage>(`${tablePath(name, isPublic, 'data')}?${tableQueryString(query)}`, signal),
    totals: (name, query, signal) =>
      get<TableTotals>(`${tablePath(name, isPublic, 'totals')}?${tableQueryString({ level: query.level, filters: query.filters })}`, signal),
    async saveColumnConfig(request) {
      await api.request('user/column', { method: 'POST', body: request });
    },
  };
}

import type { ApiClient } from '../../core/api/apiClient';
import { takeArrived, takePrefetched } from '../../core/api/prefetch';
import type { TableDataPage, TableDefinition, TableQuery, TableTotals } from '../../core/api/tableContract';
import { definitionPath } from './prefetchTable';
import type { TableApi } from './TableApi';
import { tablePath } from './tablePath';
import { tableQueryString } from '../../core/table/tableQueryString';

/**
 * The table calls over the page's API client (docs/behaviour.md §11, src/core/api/tableContract.ts): public tables ask
 * under `public/`, which the client sends without a token. Every answer is `{ data }`; this unwraps it.
 * - A definition or page that prefetchTable already asked for is taken from it, not asked again; once it
 *   has arrived, arrivedDefinition and arrivedPage hand it over without waiting.
 * - The count (totals) waits for the rows asked for before it: counting all rows of a big table costs far
 *   more than a page, and on a database that answers one query at a time (PGlite) a count sent beside the
 *   rows would hold them back (issue 13: the rows paint first, the pager's count follows).
 *
 * @example
 * const calls = createTableApi(runtime.api, false);
 * const definition = await calls.definition('appeals', 1);
 */
export function createTableApi(api: ApiClient, isPublic: boolean): TableApi {
  const get = async <T>(path: string, signal?: AbortSignal) =>
    (await (takePrefetched<{ data: T }>(api, path) ?? api.request<{ data: T }>(path, { signal }))).data;
  const arrived = <T>(path: string) => takeArrived<{ data: T }>(api, path)?.value.data ?? null;
  const pagePath = (name: string, query: TableQuery) => `${tablePath(name, isPublic, 'data')}?${tableQueryString(query)}`;
  // The page call of each table in flight, for the totals call to wait on.
  const pages = new Map<string, Promise<unknown>>();
  return {
    definition: (name, level, signal) => get<TableDefinition>(definitionPath(name, level, isPublic), signal),
    page(name, query, signal) {
      const page = get<TableDataPage>(pagePath(name, query), signal);
      const settled = page.then(
        () => undefined,
        () => undefined,
      );
      pages.set(name, settled);
      void settled.then(() => pages.get(name) === settled && pages.delete(name));
      return page;
    },
    async totals(name, query, signal) {
      await settledOrAborted(pages.get(name), signal);
      return get<TableTotals>(`${tablePath(name, isPublic, 'totals')}?${tableQueryString({ level: query.level, filters: query.filters })}`, signal);
    },
    async saveColumnConfig(request) {
      await api.request('user/column', { method: 'POST', body: request });
    },
    arrivedDefinition: (name, level) => arrived<TableDefinition>(definitionPath(name, level, isPublic)),
    arrivedPage: (name, query) => arrived<TableDataPage>(pagePath(name, query)),
  };
}

/** Resolves when `promise` (a settled-only promise) does; rejects with the reason as soon as `signal` aborts. */
function settledOrAborted(promise: Promise<unknown> | undefined, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  if (!promise) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal?.reason);
    signal?.addEventListener('abort', abort, { once: true });
    void promise.then(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    });
  });
}

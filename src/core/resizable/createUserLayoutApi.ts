import type { ApiClient } from '../api/apiClient';
import type { UserLayout } from '../api/userLayoutContract';

/** The calls of src/core/api/userLayoutContract.ts, answers unwrapped. */
export interface UserLayoutApi {
  /** The user's saved layout of the page `name`, or null when there is none. */
  load(name: string, signal?: AbortSignal): Promise<unknown>;
  save(name: string, layout: UserLayout): Promise<void>;
  reset(name: string): Promise<void>;
}

/**
 * @example
 * const layouts = createUserLayoutApi(runtime.api);
 * const stored = await layouts.load('resizable-page');
 */
export function createUserLayoutApi(api: ApiClient): UserLayoutApi {
  const path = (name: string) => `user/layouts/${encodeURIComponent(name)}`;
  return {
    load: async (name, signal) => (await api.request<{ data: { layout: unknown } }>(path(name), { signal })).data.layout,
    async save(name, layout) {
      await api.request(path(name), { method: 'PUT', body: { layout } });
    },
    async reset(name) {
      await api.request(path(name), { method: 'DELETE' });
    },
  };
}

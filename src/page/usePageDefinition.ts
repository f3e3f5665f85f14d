import { useEffect, useState } from 'react';
import { ApiError } from '../core/api/ApiError';
import type { PageDefinition } from '../core/api/contract';
import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import { loadScriptModules, type ScriptModules } from '../core/scripts/loadScriptModules';
import { buildPageModel, type PageModel } from './pageModel';
import { pageErrorStatus } from './pageErrorStatus';
import type { PageQuery, PageScriptContext } from './PageScriptContext';
import { resolveScriptUrl } from '../core/scripts/resolveScriptUrl';

export type PageLoadState =
  | { status: 'loading' }
  | { status: 'failed'; httpStatus: number; requestId: string | null }
  | { status: 'ready'; model: PageModel; modules: ScriptModules<PageScriptContext>; key: string };

/**
 * Load a page definition from `path` with the route query, then every module it names; until both are in,
 * the state is loading (docs/behaviour.md §6). A new path, query or attempt starts over at once (the previous request
 * is aborted), so a stale page never shows under a new name.
 */
export function usePageDefinition(runtime: PlatonRuntime, path: string, query: PageQuery, attempt: number): PageLoadState {
  const key = JSON.stringify([path, query, attempt]);
  const [state, setState] = useState<{ key: string; value: PageLoadState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    // Read back from the key, so the effect follows the request's value, not the caller's query object identity.
    const request = JSON.parse(key) as [string, PageQuery];
    void (async () => {
      let value: PageLoadState;
      try {
        const { data } = await runtime.api.request<{ data: PageDefinition }>(request[0], { query: request[1], signal: controller.signal });
        const { apiBase } = runtime.store.getState().config;
        const model = buildPageModel(data, (entry) => resolveScriptUrl(entry, apiBase, globalThis.location.href));
        value = { status: 'ready', model, modules: await loadScriptModules<PageScriptContext>(model.scriptUrls), key };
      } catch (error) {
        if (controller.signal.aborted) return;
        if (pageErrorStatus(error) === 500) console.error('[platon] page could not be loaded', error);
        value = { status: 'failed', httpStatus: pageErrorStatus(error), requestId: error instanceof ApiError ? error.requestId : null };
      }
      if (!controller.signal.aborted) setState({ key, value });
    })();
    return () => controller.abort();
  }, [runtime, key]);

  return state?.key === key ? state.value : { status: 'loading' };
}

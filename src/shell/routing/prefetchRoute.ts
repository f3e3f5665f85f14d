import { prefetchUser } from '../../core/auth/prefetchUser';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { prefetchForm } from '../../form/data/prefetchForm';
import { prefetchTable } from '../../table/data/prefetchTable';
import { prefetchTarget } from './prefetchTarget';
import { FormView, TableView } from './routeViews';

/**
 * What `<platon-app>` starts as it connects, for the route in the address (history mode): the signed-in
 * user, the route's chunk and the calls its view opens with (a table's definition and first page, a form's
 * definition and record), beside the project info, the translations and the shell's own chunk instead of
 * after them (issue 13: 1.59 s to the rows of /tables/appeals, most of it calls waiting for each other).
 * The views take the answers (takePrefetched); a hash or memory router's route is the host's business.
 * Resolves when the route's chunk is in (at once for other routes), so the shell can draw the view without
 * suspending (RuntimeGate).
 *
 * @example
 * prefetchRoute(runtime); // on /tables/appeals: user-info, the table chunk, tables/appeals, its first page
 */
export function prefetchRoute(runtime: PlatonRuntime): Promise<unknown> {
  const { config, token } = runtime.store.getState();
  prefetchUser(runtime);
  if (config.routerMode !== 'history') return Promise.resolve();
  const base = config.basePath.replace(/\/+$/, '');
  const { pathname, search } = globalThis.location;
  if (base && pathname !== base && !pathname.startsWith(`${base}/`)) return Promise.resolve();
  const target = prefetchTarget(pathname.slice(base.length) || '/');
  if (!target) return Promise.resolve();
  const { name, id, isPublic } = target;
  const asks = isPublic || Boolean(token);
  if (target.kind === 'table') {
    const chunk = TableView.preload();
    if (asks) prefetchTable(runtime.api, { name, level: 1, isPublic, query: Object.fromEntries(new URLSearchParams(search)) });
    return chunk;
  }
  // The calls before the chunk (see platonApp): the definition starts the expressions' chunk when it arrives.
  if (asks) prefetchForm(runtime.api, { name, recordId: id, isPublic });
  return FormView.preload();
}

import { prefetchUser } from '../../core/auth/prefetchUser';
import { prefetchMenus } from '../../core/menu/prefetchMenus';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { prefetchTarget } from './prefetchTarget';
import { prefetchView } from './prefetchView';

/**
 * What `<platon-app>` starts as it connects, for the route in the address (history mode): the signed-in
 * user, the route's chunk and the calls its view opens with (a table's definition and first page, a form's
 * definition and record), then the sidebar's menu, beside the project info, the translations and the shell's
 * own chunk instead of after them (issue 13: 1.59 s to the rows of /tables/appeals, most of it calls waiting
 * for each other).
 * The views take the answers (takePrefetched); a hash or memory router's route is the host's business.
 * Resolves when the route's chunk is in (at once for other routes), so the shell can draw the view without
 * suspending (RuntimeGate).
 *
 * @example
 * prefetchRoute(runtime); // on /tables/appeals: user-info, the table chunk, tables/appeals, its first page
 */
export function prefetchRoute(runtime: PlatonRuntime): Promise<unknown> {
  prefetchUser(runtime);
  const view = prefetchRouteView(runtime);
  // After the view's calls: those hold up its first drawing, the menu only the sidebar's.
  prefetchMenus(runtime);
  return view;
}

function prefetchRouteView(runtime: PlatonRuntime): Promise<unknown> {
  const { config } = runtime.store.getState();
  if (config.routerMode !== 'history') return Promise.resolve();
  const base = config.basePath.replace(/\/+$/, '');
  const { pathname, search } = globalThis.location;
  if (base && pathname !== base && !pathname.startsWith(`${base}/`)) return Promise.resolve();
  const target = prefetchTarget(pathname.slice(base.length) || '/');
  if (!target) return Promise.resolve();
  const { name, id, isPublic } = target;
  return target.kind === 'table'
    ? prefetchView(runtime, { kind: 'table', name, level: 1, isPublic, query: Object.fromEntries(new URLSearchParams(search)) })
    : prefetchView(runtime, { kind: 'form', name, recordId: id, isPublic });
}

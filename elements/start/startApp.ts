import type { PlatonRuntime } from '../../src/core/runtime/platonRuntime';
import { prefetchRoute } from '../../src/shell/routing/prefetchRoute';
import { AppShellView } from './appShellView';

/**
 * What `<platon-app>` starts as it connects: the user, the opening route's calls and chunk, and the shell's
 * chunk, beside the project info and the translations (issue 13); the route's calls go first. Safe to run
 * again; resolves when both chunks are in, so the shell draws without suspending.
 *
 * @example
 * startApp(runtime); // on /tables/appeals: user-info, tables/appeals with its first page, both chunks
 */
export function startApp(runtime: PlatonRuntime): Promise<unknown> {
  const route = prefetchRoute(runtime);
  return Promise.all([AppShellView.preload(), route]);
}

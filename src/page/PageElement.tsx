import type { ReactNode } from 'react';
import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import { DynamicPage } from './DynamicPage';
import { PageErrorView } from './PageErrorView';
import { PageLoading } from './PageLoading';
import { queryFromSearch } from './queryFromSearch';
import { usePageAccess } from './usePageAccess';

export interface PageElementProps {
  runtime: PlatonRuntime;
  name: string;
  isPublic: boolean;
  /** Called with the page's name once it shows (`<platon-page>` fires `platon-page-loaded`). */
  onShown?: (name: string) => void;
  /**
   * What shows when the visitor must sign in and no `login-url` is set: the host's in-place sign-in (the
   * page code does not load the sign-in application itself, docs/architecture.md).
   */
  signIn?: ReactNode;
}

/**
 * What `<platon-page>` shows: the guard, then the page. The host document's query string is the page's
 * route query, as the address is the route of a standalone page.
 */
export function PageElement({ runtime, name, isPublic, onShown, signIn = null }: PageElementProps) {
  const access = usePageAccess(runtime, isPublic);
  if (access === 'sign-in') return <>{signIn}</>;
  if (access === 'signed-out') return <PageErrorView runtime={runtime} status={401} />;
  if (access !== 'allowed') return <PageLoading runtime={runtime} />;
  if (!name) return <PageErrorView runtime={runtime} status={404} />;
  return (
    <DynamicPage runtime={runtime} name={name} isPublic={isPublic} onShown={onShown} query={queryFromSearch(globalThis.location.search)} />
  );
}

import { lazy, Suspense, type MouseEvent } from 'react';
import { useStore } from 'zustand';
import { resolveLink } from '../../core/router/linkRules';
import type { RouteLocation } from '../../core/router/routeLocation';
import { DynamicPage } from '../../page/DynamicPage';
import { LandingPage } from '../../page/LandingPage';
import { useTranslator } from '../../ui/useTranslator';
import { HomeView } from '../views/HomeView';
import { NotAvailableView } from '../views/NotAvailableView';
import { NotFoundView } from '../views/NotFoundView';
import { routeTitle } from './routeTitle';
import { useShell } from './ShellContext';
import { useFollowLink } from './useFollowLink';

// Tables are their own chunk (TanStack Table and Virtual, the grid): routes without one do not load it.
const TableElement = lazy(() => import('../../table/TableElement').then((m) => ({ default: m.TableElement })));

/** The view for one route (SPEC §2.1); also used inside route modals. */
export function RouteView({ location }: { location: RouteLocation }) {
  const { runtime, router } = useShell();
  const t = useTranslator(runtime.i18n);
  const goHome = () => router.navigate('/');
  const signedIn = useStore(runtime.store, (s) => s.authenticated);
  const follow = useFollowLink();
  const { route, params } = location;
  switch (route.name) {
    case 'home':
      return signedIn ? <HomeView /> : <LandingPage runtime={runtime} onHome={goHome} />;
    case '404':
    case 'not-found':
      return <NotFoundView />;
    case 'table':
    case 'public-table':
      return (
        <Suspense fallback={<div className="pl-spinner" role="status">{t('Юкланмоқда...')}</div>}>
          <TableElement
            runtime={runtime}
            name={params.name ?? ''}
            isPublic={route.name === 'public-table'}
            query={location.query}
            // Enter on a row carries Ctrl/Cmd like a click does; the link rules read only those keys.
            onFollowLink={(link, event) => follow(link, { event: event as MouseEvent | undefined })}
            hrefOf={(link) => {
              const action = resolveLink(link);
              return action.kind === 'external' ? action.url : router.href(action.kind === 'internal' ? action.to : link);
            }}
            onHome={goHome}
          />
        </Suspense>
      );
    case 'form':
    case 'public-form':
      // Tables and forms arrive with their own elements; until then the route says so plainly.
      return <NotAvailableView title={params.name ?? ''} />;
    case 'page':
    case 'public-page':
      return (
        <DynamicPage
          runtime={runtime}
          name={params.name ?? ''}
          query={location.query}
          isPublic={route.name === 'public-page'}
          onHome={goHome}
        />
      );
    default:
      return <NotAvailableView title={t(routeTitle(route.name))} />;
  }
}

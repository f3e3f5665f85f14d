import { useStore } from 'zustand';
import type { RouteLocation } from '../../core/router/routeLocation';
import { DynamicPage } from '../../page/DynamicPage';
import { LandingPage } from '../../page/LandingPage';
import { useTranslator } from '../../ui/useTranslator';
import { HomeView } from '../views/HomeView';
import { NotAvailableView } from '../views/NotAvailableView';
import { NotFoundView } from '../views/NotFoundView';
import { routeTitle } from './routeTitle';
import { useShell } from './ShellContext';

/** The view for one route (SPEC §2.1); also used inside route modals. */
export function RouteView({ location }: { location: RouteLocation }) {
  const { runtime, router } = useShell();
  const t = useTranslator(runtime.i18n);
  const goHome = () => router.navigate('/');
  const signedIn = useStore(runtime.store, (s) => s.authenticated);
  const { route, params } = location;
  switch (route.name) {
    case 'home':
      return signedIn ? <HomeView /> : <LandingPage runtime={runtime} onHome={goHome} />;
    case '404':
    case 'not-found':
      return <NotFoundView />;
    case 'table':
    case 'public-table':
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

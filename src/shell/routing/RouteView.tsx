import { useStore } from 'zustand';
import type { RouteLocation } from '../../core/router/routeLocation';
import { useTranslator } from '../../ui/useTranslator';
import { HomeView } from '../views/HomeView';
import { NotAvailableView } from '../views/NotAvailableView';
import { NotFoundView } from '../views/NotFoundView';
import { useShell } from './ShellContext';

/** The view for one route (SPEC §2.1); also used inside route modals. */
export function RouteView({ location }: { location: RouteLocation }) {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const signedIn = useStore(runtime.store, (s) => s.authenticated);
  const { route, params } = location;
  switch (route.name) {
    case 'home':
      return signedIn ? <HomeView /> : null;
    case '404':
    case 'not-found':
      return <NotFoundView />;
    case 'table':
    case 'public-table':
      return <NotAvailableView title={params.name ?? ''} />;
    case 'form':
    case 'public-form':
      return <NotAvailableView title={params.name ?? ''} />;
    case 'page':
    case 'public-page':
      return <NotAvailableView title={params.name ?? ''} />;
    default:
      return <NotAvailableView title={t(route.name)} />;
  }
}

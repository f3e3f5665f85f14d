import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { resolveLink } from '../../core/router/linkRules';
import { pathWithQuery, type RouteLocation } from '../../core/router/routeLocation';
import { DynamicPage } from '../../page/DynamicPage';
import { LandingPage } from '../../page/LandingPage';
import { useTranslator } from '../../ui/useTranslator';
import { AuthView } from '../views/AuthView';
import { HomeView } from '../views/HomeView';
import { LogoutView } from '../views/LogoutView';
import { NotFoundView } from '../views/NotFoundView';
import { formRecordPath } from './formRecordPath';
import { FormView, TableView } from './routeViews';
import { ImportAddressView } from './ImportAddressView';
import { useShell } from './ShellContext';
import { useDataReloadKey } from './useDataReloadKey';
import { useFollowLink } from './useFollowLink';

// The profile page and its dialogs: only those who open it load it.
const ProfilePage = lazy(() => import('../profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
// The background jobs' page likewise.
const AsyncView = lazy(() => import('../jobs/AsyncView').then((m) => ({ default: m.AsyncView })));
// And the file manager's.
const FileManagerView = lazy(() => import('../files/FileManagerView').then((m) => ({ default: m.FileManagerView })));
// And database control's (with its SQL editor).
const DbControlView = lazy(() => import('../dbcontrol/DbControlView').then((m) => ({ default: m.DbControlView })));
// And the configuration page's (release updates, export, import).
const ConfigurationView = lazy(() => import('../configuration/ConfigurationView').then((m) => ({ default: m.ConfigurationView })));
// And one user's account screen (sign-in lock, one-time code, sessions).
const AccountView = lazy(() => import('../accounts/AccountView').then((m) => ({ default: m.AccountView })));
// And the user guide's (with the Markdown renderer).
const InstructionsView = lazy(() => import('../instructions/InstructionsView').then((m) => ({ default: m.InstructionsView })));
// And the call-back requests' (issue 15).
const Call24View = lazy(() => import('../call24/Call24View').then((m) => ({ default: m.Call24View })));
// The resizable page (issue 15), and the demo routes' showcases, each its own chunk.
const ResizablePageView = lazy(() => import('../resizable/ResizablePageView').then((m) => ({ default: m.ResizablePageView })));
const DemoView = lazy(() => import('../demo/DemoView').then((m) => ({ default: m.DemoView })));

/** What a route shown in a modal (RouteModal) hears from its view. */
export interface RouteModalHooks {
  /** Close the modal: a form's Close button, and a form that saved or deleted. */
  onClose(): void;
  /** The view's title for the dialog's header (a form's title once loaded). */
  onTitle(title: string): void;
}

/** The view for one route (docs/behaviour.md §1); also used inside route modals, which pass `modal`. */
export function RouteView({ location, modal }: { location: RouteLocation; modal?: RouteModalHooks }) {
  const { runtime, router } = useShell();
  const t = useTranslator(runtime.i18n);
  const goHome = () => router.navigate('/');
  const signedIn = useStore(runtime.store, (s) => s.authenticated);
  const follow = useFollowLink();
  // A table behind a modal form shows what the form saved (see useDataReloadKey).
  const reloadKey = useDataReloadKey(runtime);
  const { route, params } = location;
  // A view in its own chunk shows the loading line until the chunk arrives.
  const lazily = (view: ReactNode) => (
    <Suspense
      fallback={
        <div className="pl-spinner" role="status">
          {t('Юкланмоқда...')}
        </div>
      }
    >
      {view}
    </Suspense>
  );
  // The marked links of a page's HTML (data-platon-link: the landing page's sign-in) go through this app's router.
  const pageLinks = {
    hrefOf: (to: string) => router.href(to),
    follow: (to: string, event: globalThis.MouseEvent) => follow(to, { event: event as unknown as MouseEvent }),
  };
  switch (route.name) {
    case 'home':
      return signedIn ? <HomeView /> : <LandingPage runtime={runtime} onHome={goHome} links={pageLinks} />;
    case '404':
    case 'not-found':
      return <NotFoundView />;
    case 'table':
    case 'public-table':
      return lazily(
        <TableView
          refresh={reloadKey}
          runtime={runtime}
          name={params.name ?? ''}
          isPublic={route.name === 'public-table'}
          query={location.query}
          // The page's table keeps its filters, sort and page in the address; one in a modal has none of its own.
          onAddressChange={modal ? undefined : (query) => router.navigate(pathWithQuery(location.path, query))}
          // Enter on a row carries Ctrl/Cmd like a click does; the link rules read only those keys.
          onFollowLink={(link, event) => follow(link, { event: event as MouseEvent | undefined })}
          hrefOf={(link) => {
            const action = resolveLink(link);
            return action.kind === 'external' ? action.url : router.href(action.kind === 'internal' ? action.to : link);
          }}
          onHome={goHome}
          headingLevel={modal ? 2 : 1}
        />,
      );
    case 'form':
    case 'public-form': {
      const isPublic = route.name === 'public-form';
      const name = params.name ?? '';
      return lazily(
        <FormView
          runtime={runtime}
          name={name}
          recordId={params.id ?? null}
          isPublic={isPublic}
          query={location.query}
          onFollowLink={(link, event) => follow(link, { event })}
          onHome={goHome}
          onClose={modal?.onClose}
          onTitle={modal?.onTitle}
          headingLevel={modal ? 2 : 1}
          // In a modal the work is done once saved; on a page a new record's address becomes its own, so
          // a reload shows it and the next save updates it.
          onSaved={(record, kind) => {
            if (modal) modal.onClose();
            else if (kind === 'insert' && record.id !== null)
              router.navigate(formRecordPath(name, record.id, isPublic, location.query), { replace: true });
          }}
          onDeleted={() => {
            if (modal) modal.onClose();
            else router.navigate(formRecordPath(name, null, isPublic, location.query), { replace: true });
          }}
        />,
      );
    }
    case 'page':
    case 'public-page':
      return (
        <DynamicPage
          runtime={runtime}
          name={params.name ?? ''}
          query={location.query}
          isPublic={route.name === 'public-page'}
          onHome={goHome}
          links={pageLinks}
        />
      );
    case 'profile-page':
      return lazily(<ProfilePage section={location.query.section} />);
    case 'async':
      return lazily(<AsyncView />);
    case 'file-manager':
      return lazily(<FileManagerView path={params.path} query={location.query} />);
    case 'auth':
      return <AuthView />;
    case 'db-control':
      return lazily(<DbControlView />);
    case 'user-account':
      return lazily(<AccountView userId={Number(params.id)} />);
    case 'configuration':
      return lazily(<ConfigurationView />);
    case 'instructions':
      return lazily(<InstructionsView main={params.main} sub={params.sub} />);
    case 'call24':
      return lazily(<Call24View />);
    case 'resizable-page':
      return lazily(<ResizablePageView />);
    case 'demo-code-editor':
    case 'demo-test-table':
    case 'demo-test-events':
    case 'demo-test-dynamic-components':
    case 'demo-test-resizable':
    case 'demo-vue-editor':
      return lazily(<DemoView name={route.name} />);
    case 'import':
      return <ImportAddressView path={location.path.slice('/import/'.length)} />;
    case 'system':
      // Logout is the generic system route's one page; any other name is not a page.
      return params.path === 'logout' ? <LogoutView /> : <NotFoundView />;
    default:
      // Every route of the table has its view above; one added there without a view is not a page yet.
      return <NotFoundView />;
  }
}

import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useStore } from 'zustand';
import { followProjectSettings } from '../core/runtime/followProjectSettings';
import { safeNext } from '../core/auth/endSession';
import { logout, LOGOUT_REDIRECT_MS } from '../core/auth/logout';
import { loginHref, SIGN_IN_PATH, signInTarget } from '../core/auth/signInTarget';
import { createRouter } from '../core/router/createRouter';
import { isBlankLayout } from '../core/router/linkRules';
import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useTranslator } from '../ui/useTranslator';
import { ImportHost } from './dialogs/ImportHost';
import { OrganizationChooser } from './dialogs/OrganizationChooser';
import { PasswordChangeRequired } from './dialogs/PasswordChangeRequired';
import { Layout } from './layout/Layout';
import { PageFrame } from './layout/PageFrame';
import { RouteModal } from './routing/RouteModal';
import { RouteView } from './routing/RouteView';
import { ShellContext, useShell, type ShellServices } from './routing/ShellContext';
import { useRouteLocation } from './routing/useRouteLocation';
import { WinterSnow } from './layout/WinterSnow';
import { useShellStyles } from './styles/useShellStyles';
import { useRouteGuard } from './useRouteGuard';

// A one-time code an administrator requires is set up in the profile's dialog: loaded only by those who must.
const OtpSetupRequired = lazy(() => import('./dialogs/OtpSetupRequired').then((m) => ({ default: m.OtpSetupRequired })));
// The sign-in form, for an app that signs in in place (hash or memory mode): its own chunk, as for
// <platon-auth>, so an app with a session never loads it.
const SignInInPlace = lazy(() => import('../auth/SignInInPlace').then((m) => ({ default: m.SignInInPlace })));

/**
 * `<platon-app>`: the router, the route guard, the layout (or blank mode) and the shell's dialogs:
 * route modals, the logout confirmation, the import dialog.
 */
export function AppShell({ runtime }: { runtime: PlatonRuntime }) {
  const t = useTranslator(runtime.i18n);
  // The theme paints the whole element, blank mode and dialogs included, so it is applied here.
  const [router] = useState(() => {
    const { config, projectInfo } = runtime.store.getState();
    return createRouter({ mode: config.routerMode, basePath: config.basePath, demo: Boolean(projectInfo?.demo) });
  });
  useEffect(() => () => router.destroy(), [router]);
  useEffect(() => followProjectSettings(runtime), [runtime]);
  const [modals, setModals] = useState<{ id: number; to: string; width: string }[]>([]);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const declineLogout = useRef<(() => void) | null>(null);
  const [importPath, setImportPath] = useState<string | null>(null);
  const signedOutInPlace = useRef(false);
  // A new session ends the sign-out in place: a later expiry follows the usual sign-in rule again.
  useEffect(
    () =>
      runtime.store.subscribe((s) => {
        if (s.token) signedOutInPlace.current = false;
      }),
    [runtime],
  );

  const services = useMemo<ShellServices>(
    () => ({
      runtime,
      router,
      openModal: (to, width) => setModals((open) => [...open, { id: Date.now() + open.length, to, width }]),
      confirmLogout: (onDecline) => {
        declineLogout.current = onDecline ?? null;
        setConfirmingLogout(true);
      },
      openImport: setImportPath,
    }),
    [runtime, router],
  );

  async function answerLogout(yes: boolean) {
    setConfirmingLogout(false);
    if (!yes) return declineLogout.current?.();
    const { config } = runtime.store.getState();
    if (config.routerMode !== 'history') {
      // The host owns the address (hash or memory mode): the page stays, the app shows the sign-in in
      // place, and only the AfterLogout event tells the host. Set before the session ends, which re-runs
      // the guard.
      signedOutInPlace.current = true;
      await logout(runtime);
      if (router.getLocation().path === '/system/logout') router.navigate('/', { replace: true });
      return;
    }
    await logout(runtime);
    // docs/behaviour.md §10: the sign-in page 50 ms later, unless it is not on this origin (signInTarget): then in place.
    const target = signInTarget(config, 'history-app', globalThis.location.href);
    if (target.kind === 'redirect') setTimeout(() => globalThis.location.assign(config.loginUrl ?? SIGN_IN_PATH), LOGOUT_REDIRECT_MS);
  }

  return (
    <ShellContext.Provider value={services}>
      <ShellRoutes signedOutInPlace={signedOutInPlace} />
      {modals.map((modal) => (
        <RouteModal
          key={modal.id}
          to={modal.to}
          width={modal.width}
          onClose={() => setModals((open) => open.filter((m) => m.id !== modal.id))}
        />
      ))}
      <ConfirmDialog
        open={confirmingLogout}
        title={t('Чиқиш')}
        message={t('Тизимдан чиқишни хоҳлайсизми?')}
        yesLabel={t('Ҳа')}
        noLabel={t('Йўқ')}
        closeLabel={t('Ёпиш')}
        onAnswer={(yes) => void answerLogout(yes)}
      />
      {importPath !== null ? <ImportHost path={importPath} onClose={() => setImportPath(null)} /> : null}
      <OrganizationChooser />
      <WinterSnow runtime={runtime} />
    </ShellContext.Provider>
  );
}

/**
 * The current route through the guard, in the layout or in blank mode; the sign-in in place when the guard
 * has nowhere to send the visitor (hash or memory mode without `login-url`, or after a sign-out there).
 */
function ShellRoutes({ signedOutInPlace }: { signedOutInPlace: RefObject<boolean> }) {
  const { runtime, router } = useShell();
  const t = useTranslator(runtime.i18n);
  const location = useRouteLocation();
  const mode = useStore(runtime.store, (s) => s.config.routerMode);
  const guard = useRouteGuard(
    runtime,
    { name: location.route.name, fullPath: location.fullPath, meta: location.route.meta },
    {
      owner: mode === 'history' ? 'history-app' : 'element',
      staysSignedOutInPlace: () => signedOutInPlace.current,
      redirect: (to) => router.navigate(to, { replace: true }),
    },
  );
  const signedIn = useStore(runtime.store, (s) => s.authenticated);
  const mustChangePassword = useStore(runtime.store, (s) => Boolean(s.user?.mustChangePassword));
  const otpSetupRequired = useStore(runtime.store, (s) => Boolean(s.user?.otpSetupRequired));
  const noLayout = useStore(runtime.store, (s) => Boolean(s.projectInfo?.noLayout));
  const loginRoute = location.route.name === 'login';
  const [signInHere, setSignInHere] = useState(false);

  useEffect(() => {
    // /login inside the app is the sign-in application (docs/behaviour.md §1): login-url, /auth/user of the app in
    // history mode, or the sign-in in place.
    const { config } = runtime.store.getState();
    const page = globalThis.location;
    const target = loginRoute ? signInTarget(config, mode === 'history' ? 'history-app' : 'element', page.href) : null;
    setSignInHere(target !== null && target.kind !== 'redirect');
    if (target?.kind !== 'redirect') return;
    const loginUrl = config.loginUrl ?? SIGN_IN_PATH;
    // History mode hands on the address's own query (its `next`); a host page comes back to itself.
    page.assign(mode === 'history' ? loginUrl + page.search : loginHref(loginUrl, `${page.pathname}${page.search}`));
  }, [loginRoute, mode, runtime]);

  useEffect(() => {
    // Signed in on /login in place: on to `next` (a route of this app) or home.
    if (loginRoute && signInHere && signedIn) router.navigate(safeNext(location.query.next), { replace: true });
  }, [loginRoute, signInHere, signedIn, router, location.query.next]);

  if (guard === 'sign-in' || (loginRoute && signInHere && !signedIn)) {
    return (
      <Blank>
        <Suspense
          fallback={
            <div className="pl-spinner" role="status">
              {t('Юкланмоқда...')}
            </div>
          }
        >
          <SignInInPlace runtime={runtime} />
        </Suspense>
      </Blank>
    );
  }
  if (guard !== 'allowed') {
    return (
      <div className="pl-spinner" role="status">
        {t('Юкланмоқда...')}
      </div>
    );
  }
  // A temporary password is replaced before anything else loads (the server refuses the rest until then).
  if (signedIn && mustChangePassword && location.route.meta.layout !== 'none') {
    return (
      <Blank>
        <PasswordChangeRequired />
      </Blank>
    );
  }
  if (signedIn && otpSetupRequired && location.route.meta.layout !== 'none') {
    return (
      <Blank>
        <Suspense
          fallback={
            <div className="pl-spinner" role="status">
              {t('Юкланмоқда...')}
            </div>
          }
        >
          <OtpSetupRequired />
        </Suspense>
      </Blank>
    );
  }
  const view = <RouteView location={location} />;
  const blank =
    location.route.meta.layout === 'none' ||
    !signedIn ||
    isBlankLayout({ routeName: location.route.name, target: location.query._target, noLayout, signedIn });
  if (!blank) return <Layout>{view}</Layout>;
  // A visitor's page (the landing, an unknown path, public forms and pages) gets the page frame; a blank target
  // or a project without layout stays bare, as the host asked.
  const framed = !signedIn && location.route.meta.layout !== 'none' && !noLayout;
  return <Blank>{framed ? <PageFrame>{view}</PageFrame> : view}</Blank>;
}

/**
 * A route without the layout still takes the shell's styles: its dialogs (organisation chooser) use them.
 * It is the page's main landmark, as the layout's body is.
 */
function Blank({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useShellStyles(ref);
  return (
    <main ref={ref} className="pl-blank">
      {children}
    </main>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { logout, LOGOUT_REDIRECT_MS } from '../core/auth/logout';
import { createRouter } from '../core/router/createRouter';
import { isBlankLayout } from '../core/router/linkRules';
import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useTranslator } from '../ui/useTranslator';
import { ImportHost } from './dialogs/ImportHost';
import { OrganizationChooser } from './dialogs/OrganizationChooser';
import { Layout } from './layout/Layout';
import { RouteModal } from './routing/RouteModal';
import { RouteView } from './routing/RouteView';
import { ShellContext, useShell, type ShellServices } from './routing/ShellContext';
import { useRouteLocation } from './routing/useRouteLocation';
import { useRouteGuard } from './useRouteGuard';

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
  const [modals, setModals] = useState<{ id: number; to: string; width: string }[]>([]);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const declineLogout = useRef<(() => void) | null>(null);
  const [importPath, setImportPath] = useState<string | null>(null);

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
    await logout(runtime);
    const loginUrl = runtime.store.getState().config.loginUrl;
    setTimeout(() => globalThis.location.assign(loginUrl), LOGOUT_REDIRECT_MS);
  }

  return (
    <ShellContext.Provider value={services}>
      <ShellRoutes />
      {modals.map((modal) => (
        <RouteModal key={modal.id} to={modal.to} width={modal.width} onClose={() => setModals((open) => open.filter((m) => m.id !== modal.id))} />
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
    </ShellContext.Provider>
  );
}

/** The current route through the guard, in the layout or in blank mode. */
function ShellRoutes() {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const location = useRouteLocation();
  const guard = useRouteGuard(runtime, { name: location.route.name, fullPath: location.fullPath, meta: location.route.meta });
  const signedIn = useStore(runtime.store, (s) => s.authenticated);
  const noLayout = useStore(runtime.store, (s) => Boolean(s.projectInfo?.noLayout));

  useEffect(() => {
    // /login inside the app is the sign-in application (SPEC §2.1).
    if (location.route.name === 'login') globalThis.location.assign(runtime.store.getState().config.loginUrl + globalThis.location.search);
  }, [location.route.name, runtime]);

  if (guard !== 'allowed') {
    return (
      <div className="pl-spinner" role="status">
        {t('Юкланмоқда...')}
      </div>
    );
  }
  const view = <RouteView location={location} />;
  const blank =
    location.route.meta.layout === 'none' ||
    !signedIn ||
    isBlankLayout({ routeName: location.route.name, target: location.query._target, noLayout, signedIn });
  return blank ? <div className="pl-blank">{view}</div> : <Layout>{view}</Layout>;
}

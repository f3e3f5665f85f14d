import { useState } from 'react';
import { useStore } from 'zustand';
import { logout, LOGOUT_REDIRECT_MS } from '../core/auth/logout';
import { chooseLocale } from '../core/runtime/bootstrapRuntime';
import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { LanguagePicker } from '../ui/LanguagePicker';
import { useTranslator } from '../ui/useTranslator';
import { useRouteGuard } from './useRouteGuard';

/**
 * `<platon-app>`: the route guard and a signed-in frame with the user's name and logout. The full shell
 * (menu, routes, layout) grows from here.
 */
export function AppShell({ runtime }: { runtime: PlatonRuntime }) {
  const t = useTranslator(runtime.i18n);
  const path = globalThis.location?.pathname ?? '/';
  const basePath = useStore(runtime.store, (s) => s.config.basePath);
  const guard = useRouteGuard(runtime, {
    name: path === basePath ? 'home' : undefined,
    fullPath: `${path}${globalThis.location?.search ?? ''}`,
  });
  const user = useStore(runtime.store, (s) => s.user);
  const info = useStore(runtime.store, (s) => s.projectInfo);
  const locale = useStore(runtime.store, (s) => s.locale);
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  async function answerLogout(yes: boolean) {
    setConfirmingLogout(false);
    if (!yes) return;
    await logout(runtime);
    const loginUrl = runtime.store.getState().config.loginUrl;
    setTimeout(() => globalThis.location.assign(loginUrl), LOGOUT_REDIRECT_MS);
  }

  if (guard !== 'allowed') {
    return (
      <div className="pl-spinner" role="status">
        {t('Юкланмоқда...')}
      </div>
    );
  }

  return (
    <div className="pl-app">
      <header className="pl-topbar" part="topbar">
        <strong className="pl-topbar__title">{info?.shortName ?? 'Platon'}</strong>
        <span className="pl-topbar__spacer" />
        {info && info.enabledLocales.length > 1 ? (
          <LanguagePicker value={locale} locales={info.enabledLocales} label={t('Тил')} onChange={(l) => void chooseLocale(runtime, l)} />
        ) : null}
        {user ? <span className="pl-topbar__user">{user.fullName || user.username}</span> : null}
        {user ? <Button onClick={() => setConfirmingLogout(true)}>{t('Чиқиш')}</Button> : null}
      </header>
      <main className="pl-body" part="body">
        {user ? <h1 className="pl-welcome">{t('Хуш келибсиз, {0}', { 0: user.fullName || user.username })}</h1> : null}
      </main>
      <ConfirmDialog
        open={confirmingLogout}
        title={t('Чиқиш')}
        message={t('Тизимдан чиқишни хоҳлайсизми?')}
        yesLabel={t('Ҳа')}
        noLabel={t('Йўқ')}
        closeLabel={t('Ёпиш')}
        onAnswer={(yes) => void answerLogout(yes)}
      />
    </div>
  );
}

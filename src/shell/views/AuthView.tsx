import { useStore } from 'zustand';
import { Button } from '../../ui/Button';
import { useTranslator } from '../../ui/useTranslator';
import { AppLink } from '../routing/AppLink';
import { useShell } from '../routing/ShellContext';

/**
 * `/auth` (docs/behaviour.md §1: a page of the main layout): who is signed in and for which organisation, with the way
 * to the profile and out of the session. Sign-in itself is `<platon-auth>` at `/auth/user`.
 */
export function AuthView() {
  const { runtime, confirmLogout } = useShell();
  const t = useTranslator(runtime.i18n);
  const user = useStore(runtime.store, (s) => s.user);
  if (!user) return null;
  const organization = user.organizations.find((org) => String(org.tin ?? org.pinfl) === String(user.orgId));
  return (
    <section className="pl-auth-view" aria-labelledby="pl-auth-view-title">
      <h1 id="pl-auth-view-title">{t('Авторизация')}</h1>
      <p>{t('Сиз тизимга {0} сифатида кирдингиз', { 0: user.fullName ? `${user.fullName} (${user.username})` : user.username })}</p>
      {organization ? (
        <p>
          {t('Ташкилот')}: {organization.name}
        </p>
      ) : null}
      <p className="pl-auth-view__actions">
        <AppLink to="/system/profile" className="pl-button">
          {t('Профил')}
        </AppLink>
        <Button onClick={() => confirmLogout()}>{t('Чиқиш')}</Button>
      </p>
    </section>
  );
}

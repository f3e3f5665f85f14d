import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { loginErrorMessage } from '../core/auth/loginErrorMessage';
import { loadUser } from '../core/auth/loadUser';
import { logout } from '../core/auth/logout';
import { passwordLogin } from '../core/auth/passwordLogin';
import { safeNext } from '../core/auth/endSession';
import { flashToast } from '../core/notify/flashToast';
import { chooseLocale } from '../core/runtime/bootstrapRuntime';
import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import { dispatchElementEvent } from '../core/elements/dispatchElementEvent';
import { OTP_INVALID } from '../core/api/contract';
import { ApiError } from '../core/api/ApiError';
import { PLATON_AUTH_API } from '../core/elements/platonAuthApi';
import { Button } from '../ui/Button';
import { LanguagePicker } from '../ui/LanguagePicker';
import { langTag } from '../core/i18n/langTag';
import { STYLE_RANK } from '../ui/styles/styleRank';
import { useAdoptedStyles } from '../ui/useAdoptedStyles';
import { useTranslator } from '../ui/useTranslator';
import { LoginForm, type Credentials } from './LoginForm';
import { OtpDialog } from './OtpDialog';
import { SignInTabs, type SignInTab } from './SignInTabs';
import { SignatureSignIn } from './signature/SignatureSignIn';
import { authCss } from './styles/authCss';
import { SocialSignIn } from './social/SocialSignIn';
import { useSignInFailureReport } from './useSignInFailureReport';
import type { User } from '../core/api/contract';

export interface AuthAppProps {
  runtime: PlatonRuntime;
  /** Where to go after sign-in when the address has no `next`; absent means stay on the page. */
  redirectTo?: string;
  /**
   * Signing in inside another element (SignInInPlace): never leave the page, whatever `next` the host's
   * address carries; the element shows its content once the session is there.
   */
  inPlace?: boolean;
}

/**
 * The sign-in application (`/auth/user`, `<platon-auth>`): password sign-in with the one-time-code step, the
 * digital signature, social and single sign-on; then the welcome toast, the user's locale applied, and back
 * to `next` (docs/behaviour.md §10).
 */
export function AuthApp({ runtime, redirectTo, inPlace = false }: AuthAppProps) {
  const t = useTranslator(runtime.i18n);
  const user = useStore(runtime.store, (s) => (s.authenticated ? s.user : null));
  const info = useStore(runtime.store, (s) => s.projectInfo);
  const locale = useStore(runtime.store, (s) => s.locale);
  const apiBase = useStore(runtime.store, (s) => s.config.apiBase);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [otpFor, setOtpFor] = useState<Credentials | null>(null);
  const [tab, setTab] = useState<SignInTab>('password');
  const rootRef = useRef<HTMLElement>(null);
  useAdoptedStyles(rootRef, authCss, STYLE_RANK.base);
  const report = useSignInFailureReport(runtime, rootRef);

  // A stored token is only trusted once the server confirms it; a dead one is cleared by loadUser.
  useEffect(() => {
    void loadUser(runtime);
  }, [runtime]);

  const destination = inPlace ? null : destinationOf(redirectTo);

  function finish({ user }: { user: User }) {
    dispatchElementEvent(rootRef.current, PLATON_AUTH_API, 'platon-auth-login', { user });
    // Read again: social sign-in comes back from the provider and puts `next` back into the address first.
    const destination = inPlace ? null : destinationOf(redirectTo);
    if (destination) {
      // Leaving the page: the welcome is shown by the page the user lands on.
      flashToast('success', 'Тизимга хуш келибсиз');
      globalThis.location.assign(destination);
    } else {
      runtime.toasts.show('success', 'Тизимга хуш келибсиз');
    }
  }

  async function signInWithPassword(credentials: Credentials) {
    setBusy(true);
    setError(null);
    try {
      const outcome = await passwordLogin(runtime, credentials);
      if (outcome.status === 'otp-required') setOtpFor(credentials);
      else finish(outcome);
    } catch (failure) {
      const message = loginErrorMessage(failure);
      setError(message);
      report('password', failure, message);
    } finally {
      setBusy(false);
    }
  }

  async function confirmOtp(otp: string): Promise<string | null> {
    if (!otpFor) return 'Хатолик';
    try {
      const outcome = await passwordLogin(runtime, { ...otpFor, otp });
      if (outcome.status !== 'signed-in') {
        // Asked for the code again: the one sent was not taken.
        report('password', new ApiError(401, { error: OTP_INVALID }), 'Бир марталик код нотўғри');
        return 'Бир марталик код нотўғри';
      }
      setOtpFor(null);
      finish(outcome);
      return null;
    } catch (failure) {
      const message = loginErrorMessage(failure);
      report('password', failure, message);
      // Too many attempts or a lost connection belong on the form, not on a code the user can retype.
      if (message !== 'Бир марталик код нотўғри') {
        setOtpFor(null);
        setError(message);
        return null;
      }
      return message;
    }
  }

  return (
    <main className="pl-center pl-auth" ref={rootRef}>
      <div className="pl-card">
        {info?.logoUrl ? <img className="pl-auth__logo" src={`${apiBase}${info.logoUrl}`} alt={info.name} /> : null}
        <div className="pl-auth__top">
          <h1 className="pl-card__title">{user ? (info?.shortName ?? 'Platon') : t('Тизимга кириш')}</h1>
          {info && info.enabledLocales.length > 1 ? (
            <LanguagePicker
              value={locale}
              locales={info.enabledLocales}
              label={t('Тил')}
              langOf={langTag}
              onChange={(l) => void chooseLocale(runtime, l)}
            />
          ) : null}
        </div>
        {user ? (
          <div className="pl-auth__signed-in">
            <p>{t('Хуш келибсиз, {0}', { 0: user.fullName || user.username })}</p>
            <div className="pl-auth__actions">
              {destination ? (
                <Button variant="primary" onClick={() => globalThis.location.assign(destination)}>
                  {t('Кириш')}
                </Button>
              ) : null}
              <Button onClick={() => void logout(runtime)}>{t('Чиқиш')}</Button>
            </div>
          </div>
        ) : (
          <>
            {info?.eimzo && info.passwordSignIn === false ? (
              // Password sign-in switched off in the project settings: the signature is the form, no tabs.
              <SignatureSignIn
                runtime={runtime}
                t={t}
                onSignedIn={(u) => finish({ user: u })}
                onFailed={(failure, message) => report('signature', failure, message)}
              />
            ) : info?.passwordSignIn === false ? null : info?.eimzo ? (
              <SignInTabs t={t} value={tab} onChange={setTab}>
                {tab === 'password' ? (
                  <LoginForm t={t} busy={busy} error={error} onSubmit={(c) => void signInWithPassword(c)} />
                ) : (
                  <SignatureSignIn
                    runtime={runtime}
                    t={t}
                    onSignedIn={(u) => finish({ user: u })}
                    onFailed={(failure, message) => report('signature', failure, message)}
                  />
                )}
              </SignInTabs>
            ) : (
              <LoginForm t={t} busy={busy} error={error} onSubmit={(c) => void signInWithPassword(c)} />
            )}
            <SocialSignIn
              runtime={runtime}
              t={t}
              onSignedIn={(u) => finish({ user: u })}
              onFailed={(failure, message) => report('oauth', failure, message)}
            />
          </>
        )}
      </div>
      <OtpDialog open={otpFor !== null} t={t} onSubmit={confirmOtp} onCancel={() => setOtpFor(null)} />
    </main>
  );
}

/** Where to go after sign-in: `next` of the address, else the element's `redirect-to`, same origin only. */
function destinationOf(redirectTo: string | undefined): string | null {
  const next = new URLSearchParams(globalThis.location?.search ?? '').get('next');
  return next ? safeNext(next) : redirectTo ? safeNext(redirectTo) : null;
}

import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { OAuthProvider } from '../../core/api/signInContract';
import {
  completeOAuth,
  configuredProviders,
  finishOAuth,
  needsPasswordDialog,
  OAuthLoginError,
  startOAuth,
  type OAuthReturn,
} from '../../core/auth/oauthLogin';
import { Button } from '../../ui/Button';
import type { SignInMethodProps } from '../SignInMethodProps';
import { SetPasswordDialog } from './SetPasswordDialog';

/** Provider names as their owners write them. */
const NAMES: Record<OAuthProvider, string> = { google: 'Google', keycloak: 'Keycloak', one_id: 'OneID', linkedin: 'LinkedIn', ssv: 'SSV' };

/**
 * Social and single sign-on (docs/behaviour.md §10): a button per provider project info names, under an "ёки" divider;
 * back from the provider, the code is verified, the set-password dialog asks when docs/behaviour.md §5 says so, and the
 * session starts. Failures show docs/behaviour.md §9's text and are reported to the host as a login error.
 */
export function SocialSignIn({ runtime, t, onSignedIn, onFailed }: SignInMethodProps) {
  const providers = configuredProviders(useStore(runtime.store, (s) => s.projectInfo?.oauth2));
  const [busy, setBusy] = useState<OAuthProvider | 'return' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [returned, setReturned] = useState<OAuthReturn | null>(null);

  function fail(caught: unknown) {
    const message = caught instanceof OAuthLoginError ? caught.message : 'Хатолик';
    setError(message);
    onFailed?.(caught, message);
  }

  async function finish(back: OAuthReturn, password?: string) {
    setBusy('return');
    try {
      const user = await finishOAuth(runtime, back.method, back.result.access_token, password);
      setReturned(null);
      onSignedIn(user);
    } catch (caught) {
      setReturned(null);
      fail(caught);
    } finally {
      setBusy(null);
    }
  }

  // The provider sends the person back to this page: finish what the button started.
  useEffect(() => {
    let live = true;
    setBusy('return');
    completeOAuth(runtime)
      .then((back) => {
        if (!live || !back) return;
        if (needsPasswordDialog(back.result)) setReturned(back);
        else void finish(back);
      })
      .catch((caught) => live && fail(caught))
      .finally(() => live && setBusy((b) => (b === 'return' ? null : b)));
    return () => {
      live = false;
    };
    // Once per page load: the provider's answer is in the address only then.
  }, [runtime]);

  async function go(provider: OAuthProvider) {
    setBusy(provider);
    setError(null);
    try {
      await startOAuth(runtime, provider);
    } catch (caught) {
      fail(caught);
      setBusy(null);
    }
  }

  if (providers.length === 0 && !error) return null;
  return (
    <div className="pl-social">
      {providers.length ? <p className="pl-social__divider">{t('ёки')}</p> : null}
      {error ? (
        <div className="pl-alert pl-alert--danger" role="alert">
          {t(error)}
        </div>
      ) : null}
      <div className="pl-social__buttons">
        {providers.map((provider) => (
          <Button key={provider} onClick={() => void go(provider)} disabled={busy !== null} aria-busy={busy === provider}>
            {t('{0} орқали кириш', { 0: NAMES[provider] })}
          </Button>
        ))}
      </div>
      <SetPasswordDialog
        open={returned !== null}
        t={t}
        required={returned?.result.password_policy === 'required'}
        busy={busy === 'return'}
        onSubmit={(password) => returned && void finish(returned, password)}
        onCancel={() => setReturned(null)}
      />
    </div>
  );
}

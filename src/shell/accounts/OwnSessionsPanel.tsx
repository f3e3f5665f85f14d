import { useMemo, useRef, useState } from 'react';
import { createAccountControlApi } from '../../core/account/createAccountControlApi';
import type { OpenSession } from '../../core/api/accountControlContract';
import { ApiError } from '../../core/api/ApiError';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { Button } from '../../ui/Button';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import type { Translate } from '../../ui/useTranslator';
import { useLoaded } from '../files/useLoaded';
import { accountCss } from './accountCss';
import { SessionList } from './SessionList';

/**
 * The profile page's list of the user's own open sessions (the browsers and devices signed in), this one
 * marked; another one ends at once, on every server instance, with its End button.
 */
export function OwnSessionsPanel({ runtime, t }: { runtime: PlatonRuntime; t: Translate }) {
  const api = useMemo(() => createAccountControlApi(runtime.api), [runtime]);
  const [reload, setReload] = useState(0);
  const [sessions, setSessions] = useState<OpenSession[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, accountCss);
  const loaded = useLoaded((signal) => api.ownSessions(signal), `own-sessions#${reload}`);
  const shown = sessions ?? loaded.value;

  async function end(sessionId: string) {
    setBusy(true);
    setError(null);
    try {
      setSessions(await api.endOwnSession(sessionId));
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : t('Хатолик'));
      setSessions(null);
      setReload((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div ref={ref} className="pl-acct">
      {error ? (
        <div className="pl-acct__notice pl-acct__notice--danger" role="alert">
          {error}
        </div>
      ) : null}
      {loaded.state === 'failed' && !shown ? (
        <div className="pl-alert pl-alert--danger" role="alert">
          <span>{t('Маълумотларни юклашда хатолик')}</span> <Button onClick={() => setReload((n) => n + 1)}>{t('Қайта урунинг')}</Button>
        </div>
      ) : shown ? (
        <SessionList sessions={shown} t={t} busy={busy} onEnd={(sessionId) => void end(sessionId)} />
      ) : (
        <div className="pl-spinner" role="status">
          {t('Юкланмоқда...')}
        </div>
      )}
    </div>
  );
}

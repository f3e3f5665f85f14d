import { useId, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { createAccountControlApi } from '../../core/account/createAccountControlApi';
import type { AccountActionResult, AccountState } from '../../core/api/accountControlContract';
import { ApiError } from '../../core/api/ApiError';
import { isAdmin, productOf } from '../../core/session/permissions';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadFailureView } from '../../ui/LoadFailureView';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { useTranslator } from '../../ui/useTranslator';
import { useLoaded } from '../files/useLoaded';
import { useShell } from '../routing/ShellContext';
import { accountCss } from './accountCss';
import { SessionList, sessionTime } from './SessionList';

type Confirm = { kind: 'end'; sessionId: string } | { kind: 'endAll' } | { kind: 'resetOtp' } | null;
type Notice = { tone: 'success' | 'danger'; text: string } | null;

/**
 * `/system/users/{id}` (issue 41), opened from the users table's row button: for an administrator, one user's
 * sign-in lock (with Unlock while attempts must wait), one-time code (reset, required or optional) and open
 * sessions (end one, or all). Every action answers the account's new state and a message in the user's
 * language, shown in a live region. Anyone else gets the access-denied view; the server refuses them too.
 */
export function AccountView({ userId }: { userId: number }) {
  const { runtime, router } = useShell();
  const t = useTranslator(runtime.i18n);
  const allowed = useStore(runtime.store, (s) => isAdmin(s.user, productOf(s.projectInfo)));
  const api = useMemo(() => createAccountControlApi(runtime.api), [runtime]);
  const [reload, setReload] = useState(0);
  const [state, setState] = useState<AccountState | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const rootRef = useRef<HTMLElement>(null);
  const id = useId();
  useAdoptedStyles(rootRef, accountCss);
  const valid = Number.isSafeInteger(userId) && userId > 0;
  const loaded = useLoaded(allowed && valid ? (signal) => api.state(userId, signal) : null, `account#${userId}#${reload}`);
  const shown = state?.userId === userId ? state : loaded.value;

  const title = <h1 id={`${id}-title`}>{t('Ҳисоб ва сеанслар')}</h1>;
  const failedStatus = loaded.state === 'failed' ? loaded.status : 0;
  if (!allowed || failedStatus === 401 || failedStatus === 403 || !valid || failedStatus === 404) {
    return (
      <section ref={rootRef} className="pl-acct" aria-labelledby={`${id}-title`}>
        {title}
        <LoadFailureView
          status={allowed && (!valid || failedStatus === 404) ? 404 : 403}
          t={t}
          onRetry={() => undefined}
          onHome={() => router.navigate('/')}
        />
      </section>
    );
  }

  async function run(action: () => Promise<AccountActionResult>) {
    setBusy(true);
    setNotice(null);
    try {
      const { data, message } = await action();
      setState(data);
      setNotice({ tone: 'success', text: message });
    } catch (error) {
      setNotice({ tone: 'danger', text: error instanceof ApiError && error.message ? error.message : t('Хатолик') });
      setReload((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  function answer(yes: boolean) {
    const asked = confirm;
    setConfirm(null);
    if (!yes || !asked) return;
    if (asked.kind === 'end') void run(() => api.endSession(userId, asked.sessionId));
    else if (asked.kind === 'endAll') void run(() => api.endAll(userId));
    else void run(() => api.resetOtp(userId));
  }

  const back = (
    <a
      className="pl-acct__back"
      href={router.href('/tables/users')}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        router.navigate('/tables/users');
      }}
    >
      ← {t('Фойдаланувчилар рўйхати')}
    </a>
  );

  if (!shown) {
    return (
      <section ref={rootRef} className="pl-acct" aria-labelledby={`${id}-title`}>
        {back}
        {title}
        {loaded.state === 'failed' ? (
          <div className="pl-alert pl-alert--danger" role="alert">
            <span>{t('Маълумотларни юклашда хатолик')}</span> <Button onClick={() => setReload((n) => n + 1)}>{t('Қайта урунинг')}</Button>
          </div>
        ) : (
          <div className="pl-spinner" role="status">
            {t('Юкланмоқда...')}
          </div>
        )}
      </section>
    );
  }

  return (
    <section ref={rootRef} className="pl-acct" aria-labelledby={`${id}-title`}>
      {back}
      {title}
      <p className="pl-acct__who">
        <strong>{shown.username}</strong>
        {shown.fullName ? ` — ${shown.fullName}` : ''}
        {shown.isActive ? null : <span className="pl-acct__badge pl-acct__badge--muted">{t('Фаолсизлантирилган')}</span>}
      </p>
      <div className={`pl-acct__notice pl-acct__notice--${notice?.tone ?? 'none'}`} role="status" aria-live="polite">
        {notice?.text ?? ''}
      </div>

      <section className="pl-acct__card" aria-labelledby={`${id}-signin`}>
        <h2 id={`${id}-signin`}>{t('Кириш')}</h2>
        <div className="pl-acct__row">
          <p className={shown.lockedUntil ? 'pl-acct__locked' : 'pl-acct__fine'}>
            {shown.lockedUntil
              ? t('Ҳисоб қулфланган: {0} гача кириб бўлмайди', { 0: sessionTime(shown.lockedUntil) })
              : t('Ҳисоб қулфланмаган')}
          </p>
          {shown.lockedUntil ? (
            <Button variant="primary" disabled={busy} onClick={() => void run(() => api.unlock(userId))}>
              {t('Қулфдан чиқариш')}
            </Button>
          ) : null}
        </div>
      </section>

      <section className="pl-acct__card" aria-labelledby={`${id}-otp`}>
        <h2 id={`${id}-otp`}>{t('Бир марталик код')}</h2>
        <dl className="pl-acct__facts">
          <div>
            <dt>{t('Ҳолати')}</dt>
            <dd>{t(shown.hasOtpSecret ? 'Ёқилган' : 'Ёқилмаган')}</dd>
          </div>
          <div>
            <dt>{t('Мажбурий')}</dt>
            <dd>{t(shown.otpRequired ? 'Ҳа' : 'Йўқ')}</dd>
          </div>
        </dl>
        <div className="pl-acct__actions">
          {shown.hasOtpSecret ? (
            <Button disabled={busy} onClick={() => setConfirm({ kind: 'resetOtp' })}>
              {t('Кодни бекор қилиш')}
            </Button>
          ) : null}
          <Button disabled={busy} onClick={() => void run(() => api.requireOtp(userId, !shown.otpRequired))}>
            {t(shown.otpRequired ? 'Ихтиёрий қилиш' : 'Мажбурий қилиш')}
          </Button>
        </div>
      </section>

      <section className="pl-acct__card" aria-labelledby={`${id}-sessions`}>
        <div className="pl-acct__row">
          <h2 id={`${id}-sessions`}>
            {t('Очиқ сеанслар')} ({shown.sessions.length})
          </h2>
          {shown.sessions.length > 0 ? (
            <Button variant="danger" disabled={busy} onClick={() => setConfirm({ kind: 'endAll' })}>
              {t('Барчасини тугатиш')}
            </Button>
          ) : null}
        </div>
        <SessionList sessions={shown.sessions} t={t} busy={busy} onEnd={(sessionId) => setConfirm({ kind: 'end', sessionId })} />
      </section>

      <ConfirmDialog
        open={confirm !== null}
        title={t('Ҳисоб ва сеанслар')}
        message={t(
          confirm?.kind === 'endAll'
            ? 'Фойдаланувчининг барча сеанслари тугатилсинми?'
            : confirm?.kind === 'resetOtp'
              ? 'Фойдаланувчининг бир марталик коди ўчирилсинми? У кейинги киришда янгисини ўрнатади.'
              : 'Сеансни тугатасизми?',
        )}
        yesLabel={t('Ҳа')}
        noLabel={t('Йўқ')}
        closeLabel={t('Ёпиш')}
        onAnswer={answer}
      />
    </section>
  );
}

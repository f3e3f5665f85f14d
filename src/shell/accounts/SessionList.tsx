import dayjs from 'dayjs';
import type { OpenSession } from '../../core/api/accountControlContract';
import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';

/** An ISO time as people read it here (day.month.year hours:minutes, the browser's time zone). */
export function sessionTime(iso: string): string {
  return dayjs(iso).format('DD.MM.YYYY HH:mm');
}

/**
 * A table of open sessions (when opened, last used, address, browser) with an End button on each row; the
 * session the page runs in is marked and cannot be ended here (signing out does that). Used by an
 * administrator's account screen and by the profile page.
 *
 * @example
 * <SessionList sessions={state.sessions} t={t} busy={busy} onEnd={(id) => end(id)} />
 */
export function SessionList({
  sessions,
  t,
  busy,
  onEnd,
}: {
  sessions: OpenSession[];
  t: Translate;
  busy: boolean;
  onEnd(sessionId: string): void;
}) {
  if (sessions.length === 0) return <p className="pl-acct__empty">{t('Очиқ сеанс йўқ')}</p>;
  return (
    <div className="pl-acct__scroll">
      <table className="pl-acct__table">
        <thead>
          <tr>
            <th scope="col">{t('Очилган')}</th>
            <th scope="col">{t('Охирги фойдаланиш')}</th>
            <th scope="col">{t('Манзил')}</th>
            <th scope="col">{t('Браузер')}</th>
            <th scope="col">
              <span className="pl-sr-only">{t('Тугатиш')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id}>
              <td data-label={t('Очилган')}>{sessionTime(session.createdAt)}</td>
              <td data-label={t('Охирги фойдаланиш')}>{sessionTime(session.lastUsedAt)}</td>
              <td data-label={t('Манзил')}>{session.ip ?? '—'}</td>
              <td data-label={t('Браузер')} className="pl-acct__agent" title={session.userAgent ?? undefined}>
                {session.userAgent ?? '—'}
              </td>
              <td>
                {session.current ? (
                  <span className="pl-acct__badge">{t('Шу сеанс')}</span>
                ) : (
                  <Button disabled={busy} onClick={() => onEnd(session.id)}>
                    {t('Тугатиш')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { Call24Request, Call24Status } from '../../core/api/call24Contract';
import { supportContactOf } from '../../core/call24/supportContact';
import { formatJobTime } from '../../core/jobs/formatJobTime';
import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';

export const CALL24_STATUS_TEXT: Record<Call24Status, string> = { new: 'Янги', called_back: 'Қўнғироқ қилинди', closed: 'Ёпилган' };

export interface Call24RowProps {
  request: Call24Request;
  t: Translate;
  /** The administrator's topic texts in the user's language. */
  lookup(text: string): string;
  /** A status change is under way for this row: its buttons wait. */
  busy: boolean;
  onCalledBack(request: Call24Request): void;
  onClose(request: Call24Request): void;
}

/**
 * One request of `/system/call24`. Each cell carries its column's name (`data-label`) for the card layout of
 * a narrow body and holds one child; the buttons name the request, since a screen reader lists many alike.
 */
export function Call24Row({ request, t, lookup, busy, onCalledBack, onClose }: Call24RowProps) {
  const tel = supportContactOf({ supportPhone: request.phone, supportChat: null })?.phoneHref;
  const name = `#${request.id}`;
  return (
    <tr className="pl-call24-page__row" data-status={request.status}>
      <td data-label="#">
        <span className="pl-call24-page__id">{name}</span>
      </td>
      <td data-label={t('Яратилган')}>
        <time dateTime={request.createdAt}>{formatJobTime(request.createdAt)}</time>
      </td>
      <td data-label={t('Фойдаланувчи')}>{request.userName}</td>
      <td data-label={t('Телефон')}>
        {tel ? (
          <a className="pl-call24-page__phone" href={tel}>
            {request.phone}
          </a>
        ) : (
          request.phone
        )}
      </td>
      <td data-label={t('Мавзу')} className="pl-call24-page__about">
        <div>
          <span className="pl-call24-page__topic">{lookup(request.topic)}</span>
          {request.comment ? <span className="pl-call24-page__comment">{request.comment}</span> : null}
        </div>
      </td>
      <td data-label={t('Саҳифа')} className="pl-call24-page__path">
        {request.page}
      </td>
      <td data-label={t('Ҳолат')}>
        <span className="pl-call24-page__status">{t(CALL24_STATUS_TEXT[request.status])}</span>
      </td>
      <td data-label={t('Ким кўриб чиқди')}>
        {request.handledBy ? (
          <div>
            <span className="pl-call24-page__handler">{request.handledBy}</span>
            <time className="pl-call24-page__handled" dateTime={request.handledAt ?? undefined}>
              {formatJobTime(request.handledAt)}
            </time>
          </div>
        ) : null}
      </td>
      <td className="pl-call24-page__actions">
        {request.status === 'closed' ? null : (
          <div className="pl-call24-page__buttons">
            {request.status === 'new' ? (
              <Button
                variant="primary"
                disabled={busy}
                onClick={() => onCalledBack(request)}
                aria-label={`${t('Қўнғироқ қилинди деб белгилаш')}: ${name}`}
              >
                {t('Қўнғироқ қилинди деб белгилаш')}
              </Button>
            ) : null}
            <Button disabled={busy} onClick={() => onClose(request)} aria-label={`${t('Сўровни ёпиш')}: ${name}`}>
              {t('Сўровни ёпиш')}
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}

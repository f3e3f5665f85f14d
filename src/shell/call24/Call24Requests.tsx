import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../core/api/ApiError';
import {
  CALL24_PAGE_SIZE,
  CALL24_STATUSES,
  type Call24Listing,
  type Call24Request,
  type Call24Status,
} from '../../core/api/call24Contract';
import { createCall24Api } from '../../core/call24/createCall24Api';
import { definedTextLookup } from '../../core/i18n/definedTextLookup';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { Call24Forbidden } from './Call24Forbidden';
import { CALL24_STATUS_TEXT, Call24Row } from './Call24Row';
import { call24ViewCss } from './call24ViewCss';

type Load = { status: 'loading' } | { status: 'failed'; httpStatus: number } | { status: 'ready'; listing: Call24Listing };

/**
 * The requests of `/system/call24`, newest first, filtered by status (all, new, called back, closed, each with
 * its count) and paged: who left each, the phone as a `tel:` link, the topic and comment, the page it came
 * from, its status and who handled it when. A new request can be marked called back; a new or called-back
 * one closed, after a confirmation. A change someone else made first (409) is said, and the list reloads.
 */
export function Call24Requests() {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const lookup = definedTextLookup(runtime.i18n);
  const api = useMemo(() => createCall24Api(runtime.api), [runtime]);
  const [filter, setFilter] = useState<Call24Status | null>('new');
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState<number | null>(null);
  const [closing, setClosing] = useState<Call24Request | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  useAdoptedStyles(rootRef, call24ViewCss);

  useEffect(() => {
    const abort = new AbortController();
    setLoad((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    api.list({ status: filter ?? undefined, page }, abort.signal).then(
      (listing) => setLoad({ status: 'ready', listing }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setLoad({ status: 'failed', httpStatus: error instanceof ApiError ? error.status : 0 });
      },
    );
    return () => abort.abort();
  }, [api, filter, page, reload]);

  function choose(next: Call24Status | null) {
    setFilter(next);
    setPage(1);
  }

  async function change(request: Call24Request, status: Call24Status) {
    setBusy(request.id);
    try {
      await api.update(request.id, { status, version: request.version });
      runtime.toasts.show('success', 'Ҳолат ўзгартирилди');
    } catch (error) {
      // The server's text is in the user's language already (409: someone else changed it first).
      runtime.toasts.show(
        'danger',
        error instanceof ApiError && error.status > 0 ? error.message : 'Сервер билан алоқа йўқ',
        undefined,
        error,
      );
    } finally {
      setBusy(null);
      setReload((n) => n + 1);
    }
  }

  function answerClose(yes: boolean) {
    const request = closing;
    setClosing(null);
    if (yes && request) void change(request, 'closed');
  }

  if (load.status === 'failed' && load.httpStatus === 403) return <Call24Forbidden />;
  const listing = load.status === 'ready' ? load.listing : null;
  const counts = listing?.counts;
  const all = counts ? CALL24_STATUSES.reduce((sum, key) => sum + counts[key], 0) : null;
  const pages = listing ? Math.max(1, Math.ceil(listing.total / CALL24_PAGE_SIZE)) : 1;
  const tabs: [Call24Status | null, string, number | null][] = [
    [null, t('Барчаси'), all],
    ...CALL24_STATUSES.map((key): [Call24Status, string, number | null] => [key, t(CALL24_STATUS_TEXT[key]), counts?.[key] ?? null]),
  ];

  return (
    <section ref={rootRef} className="pl-call24-page" aria-labelledby="pl-call24-title">
      <h1 id="pl-call24-title">{t('Қайта қўнғироқ сўровлари')}</h1>
      <div className="pl-call24-page__filters" role="group" aria-label={t('Ҳолат')}>
        {tabs.map(([key, label, count]) => (
          <button
            key={key ?? 'all'}
            type="button"
            className="pl-call24-page__filter"
            aria-pressed={filter === key}
            onClick={() => choose(key)}
          >
            {label}
            {count !== null ? <span className="pl-call24-page__count">{count}</span> : null}
          </button>
        ))}
      </div>
      {load.status === 'failed' ? (
        <div className="pl-alert pl-alert--danger pl-call24-page__error" role="alert">
          <span>{t(load.httpStatus === 0 ? 'Сервер билан алоқа йўқ' : 'Маълумотларни юклашда хатолик')}</span>
          <Button onClick={() => setReload((n) => n + 1)}>{t('Қайта урунинг')}</Button>
        </div>
      ) : !listing ? (
        <div className="pl-spinner" role="status">
          {t('Юкланмоқда...')}
        </div>
      ) : !listing.requests.length ? (
        <p className="pl-call24-page__empty">{t('Сўровлар йўқ')}</p>
      ) : (
        <table className="pl-call24-page__table" aria-labelledby="pl-call24-title">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('Яратилган')}</th>
              <th scope="col">{t('Фойдаланувчи')}</th>
              <th scope="col">{t('Телефон')}</th>
              <th scope="col">{t('Мавзу')}</th>
              <th scope="col">{t('Саҳифа')}</th>
              <th scope="col">{t('Ҳолат')}</th>
              <th scope="col">{t('Ким кўриб чиқди')}</th>
              <th scope="col">
                <span className="pl-sr-only">{t('Амаллар')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {listing.requests.map((request) => (
              <Call24Row
                key={request.id}
                request={request}
                t={t}
                lookup={lookup}
                busy={busy === request.id}
                onCalledBack={(item) => void change(item, 'called_back')}
                onClose={setClosing}
              />
            ))}
          </tbody>
        </table>
      )}
      {listing && pages > 1 ? (
        <nav className="pl-call24-page__pager" aria-label={t('Саҳифа')}>
          <Button disabled={page <= 1} onClick={() => setPage((n) => n - 1)}>
            {t('Олдинги')}
          </Button>
          <span aria-live="polite">{t('Саҳифа {0} / {1}', { 0: page, 1: pages })}</span>
          <Button disabled={page >= pages} onClick={() => setPage((n) => n + 1)}>
            {t('Кейинги')}
          </Button>
        </nav>
      ) : null}
      <ConfirmDialog
        open={closing !== null}
        title={t('Сўровни ёпиш')}
        message={t('Сўров #{0} ёпилсинми?', { 0: closing?.id ?? '' })}
        yesLabel={t('Ҳа')}
        noLabel={t('Йўқ')}
        closeLabel={t('Ёпиш')}
        onAnswer={answerClose}
      />
    </section>
  );
}

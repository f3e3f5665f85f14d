import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { SignatureListEntry } from '../../core/api/accountContract';
import { addSignatures, loadSignatureList, removeSignature, serialsOf } from '../../core/account/accountCalls';
import { accountErrorMessage } from '../../core/account/accountErrorMessage';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';

/**
 * The electronic-signature white/black list (docs/behaviour.md §3, §5, §11): serial numbers, comma-separated, added to
 * the chosen list (add disabled while the input is empty, nothing sent for blanks), then the list reloaded,
 * the input cleared and a success toast; each entry can be removed.
 */
export function SignatureListPanel({ runtime, t, userId }: { runtime: PlatonRuntime; t: Translate; userId: number }) {
  const id = useId();
  const [entries, setEntries] = useState<SignatureListEntry[] | null>(null);
  const [text, setText] = useState('');
  const [white, setWhite] = useState(true);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(() => loadSignatureList(runtime.api, userId).then(setEntries), [runtime, userId]);
  useEffect(() => {
    reload().catch((failure) => {
      setEntries([]);
      runtime.toasts.show('danger', accountErrorMessage(failure), undefined, failure);
    });
  }, [reload, runtime]);

  async function act(change: () => Promise<void>, after?: () => void) {
    setBusy(true);
    try {
      await change();
      await reload();
      after?.();
      runtime.toasts.show('success', 'Маълумотлар сақланди');
    } catch (failure) {
      runtime.toasts.show('danger', accountErrorMessage(failure), undefined, failure);
    } finally {
      setBusy(false);
    }
  }

  function add(event: FormEvent) {
    event.preventDefault();
    if (serialsOf(text).length === 0) return;
    void act(
      () => addSignatures(runtime.api, userId, text, white),
      () => setText(''),
    );
  }

  return (
    <div className="pl-signatures">
      <form className="pl-signatures__form" onSubmit={add} noValidate>
        <div className="pl-field">
          <label htmlFor={`${id}-serials`}>{t('Сертификат рақамлари (вергул билан)')}</label>
          <input
            id={`${id}-serials`}
            part="input"
            className="pl-input"
            value={text}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="pl-field">
          <label htmlFor={`${id}-type`}>{t('Рўйхат тури')}</label>
          <select
            id={`${id}-type`}
            part="input"
            className="pl-input"
            value={white ? 'white' : 'black'}
            onChange={(e) => setWhite(e.target.value === 'white')}
          >
            <option value="white">{t('Оқ рўйхат')}</option>
            <option value="black">{t('Қора рўйхат')}</option>
          </select>
        </div>
        <Button type="submit" variant="primary" disabled={busy || serialsOf(text).length === 0}>
          {t('Қўшиш')}
        </Button>
      </form>
      {entries === null ? (
        <div className="pl-spinner" role="status">
          {t('Юкланмоқда...')}
        </div>
      ) : entries.length === 0 ? (
        <p className="pl-muted">{t('Рўйхат бўш')}</p>
      ) : (
        <table className="pl-signatures__table">
          <thead>
            <tr>
              <th scope="col">{t('Сертификат рақами')}</th>
              <th scope="col">{t('Рўйхат тури')}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.imzoSerial}>
                <td>
                  <code>{entry.imzoSerial}</code>
                </td>
                <td>{entry.type ? t('Оқ рўйхат') : t('Қора рўйхат')}</td>
                <td>
                  <Button
                    variant="danger"
                    disabled={busy}
                    aria-label={t('Рўйхатдан олиб ташлаш: {0}', { 0: entry.imzoSerial })}
                    onClick={() => void act(() => removeSignature(runtime.api, userId, entry.imzoSerial))}
                  >
                    {t('Ўчириш')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

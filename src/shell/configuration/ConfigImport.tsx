import { useId, useRef, useState, type ChangeEvent } from 'react';
import { CONFIG_FILE_MAX_BYTES, type TransferPreview } from '../../core/api/configTransferContract';
import type { ConfigurationApi } from '../../core/upgrades/createConfigurationApi';
import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { KIND_TITLES } from './kindTitles';

const ACTIONS = {
  create: { text: 'Яратилади', className: 'pl-cfg__create' },
  change: { text: 'Ўзгартирилади', className: 'pl-cfg__change' },
  same: { text: 'Ўзгармайди', className: 'pl-cfg__same' },
} as const;

/**
 * The import: a file is chosen and previewed (what would be created, changed, left alone; nothing written),
 * then imported in one go or dropped. A file too large or not JSON is refused here, before any upload; the
 * server's refusals (another product, a newer release, a bad record) show in its own words.
 */
export function ConfigImport({ api, t, onImported }: { api: ConfigurationApi; t: Translate; onImported(): void }) {
  const { runtime } = useShell();
  const [file, setFile] = useState<unknown>(null);
  const [preview, setPreview] = useState<TransferPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  function reset() {
    setFile(null);
    setPreview(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setError(null);
    setPreview(null);
    if (!chosen) return;
    if (chosen.size > CONFIG_FILE_MAX_BYTES) {
      setError(t('Файл жуда катта: энг кўпи {0} МБ', { 0: CONFIG_FILE_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await chosen.text());
    } catch {
      setError(t('Бу файл Platon конфигурацияси эмас'));
      return;
    }
    setBusy(true);
    try {
      setPreview(await api.preview(parsed));
      setFile(parsed);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  async function run() {
    setBusy(true);
    try {
      const outcome = await api.importFile(file);
      runtime.toasts.show('success', t('Импорт қилинди: {0} та яратилди, {1} та ўзгартирилди', { 0: outcome.created, 1: outcome.changed }));
      reset();
      onImported();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  const counts = preview
    ? (['create', 'change', 'same'] as const).map((action) => preview.items.filter((item) => item.action === action).length)
    : [];
  return (
    <div className="pl-cfg__panel">
      <p className="pl-cfg__intro">
        {t('Бошқа муҳитдан экспорт қилинган файлни танланг. Аввал нима ўзгариши кўрсатилади, ҳеч нарса ёзилмайди.')}
      </p>
      <div className="pl-cfg__file">
        <label htmlFor={`${id}-file`}>{t('Конфигурация файли')}</label>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept=".json,application/json"
          disabled={busy}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => void choose(event)}
        />
      </div>
      {error ? (
        <div id={`${id}-error`} className="pl-alert pl-alert--danger" role="alert">
          {error}
        </div>
      ) : null}
      {busy && !preview ? (
        <div className="pl-spinner" role="status">
          {t('Юкланмоқда...')}
        </div>
      ) : null}
      {preview ? (
        <section className="pl-cfg__panel" aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`}>{t('Кўриб чиқиш')}</h2>
          <p className="pl-cfg__meta">
            Platon {preview.release} · {t('Яратилади')}: {counts[0]} · {t('Ўзгартирилади')}: {counts[1]} · {t('Ўзгармайди')}: {counts[2]}
          </p>
          <div className="pl-cfg__scroll">
            <table className="pl-cfg__table">
              <thead>
                <tr>
                  <th scope="col">{t('Тури')}</th>
                  <th scope="col">{t('Номи')}</th>
                  <th scope="col">{t('Натижа')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.items.map((item) => (
                  <tr key={`${item.kind}:${item.key}`}>
                    <td>{t(KIND_TITLES[item.kind] ?? item.kind)}</td>
                    <td>
                      {t(item.title)}
                      {item.title.startsWith(item.key) ? null : <span className="pl-cfg__same"> ({item.key})</span>}
                    </td>
                    <td className={ACTIONS[item.action].className}>{t(ACTIONS[item.action].text)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="pl-cfg__actions">
            <Button variant="primary" disabled={busy || counts[0] + counts[1] === 0} onClick={() => void run()}>
              {t('Импорт қилиш')}
            </Button>
            <Button disabled={busy} onClick={reset}>
              {t('Бекор қилиш')}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

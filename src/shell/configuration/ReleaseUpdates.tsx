import { useState } from 'react';
import type { PendingUpdate } from '../../core/api/upgradeContract';
import type { ConfigurationApi } from '../../core/upgrades/createConfigurationApi';
import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { KIND_TITLES } from './kindTitles';

/**
 * The built-in rows the running release left alone because an administrator had changed them: per row what
 * differs (as it is now, as the release has it) and the choice to take the new version or keep theirs.
 */
export function ReleaseUpdates({
  api,
  t,
  updates,
  onSettled,
}: {
  api: ConfigurationApi;
  t: Translate;
  updates: PendingUpdate[];
  onSettled(): void;
}) {
  const { runtime } = useShell();
  const [busy, setBusy] = useState<string | null>(null);
  if (!updates.length)
    return <p className="pl-cfg__empty">{t('Кўриб чиқиладиган ўзгариш йўқ: барча ўрнатилган ёзувлар янги версиядагидек.')}</p>;

  async function settle(update: PendingUpdate, take: boolean) {
    setBusy(`${update.kind}:${update.key}`);
    try {
      await (take ? api.take : api.keep)({ kind: update.kind, key: update.key });
      runtime.toasts.show('success', take ? 'Янги версия олинди' : 'Сизнинг версиянгиз қолдирилди');
    } catch (failure) {
      runtime.toasts.show('danger', failure instanceof Error ? failure.message : String(failure), undefined, failure);
    } finally {
      setBusy(null);
      onSettled();
    }
  }

  return (
    <>
      <p className="pl-cfg__intro">{t('Сиз ўзгартирган ёзувлар: янги версия уларни ҳам ўзгартирган, лекин сизники сақлаб қолинди.')}</p>
      {updates.map((update) => {
        const id = `${update.kind}:${update.key}`;
        return (
          <article key={id} className="pl-cfg__card" aria-label={`${t(KIND_TITLES[update.kind] ?? update.kind)}: ${update.title}`}>
            <h3>
              {t(KIND_TITLES[update.kind] ?? update.kind)}: {update.title}
            </h3>
            <p className="pl-cfg__meta">
              Platon {update.release} · {new Date(update.since).toLocaleDateString()}
              {update.deleted ? (
                <>
                  {' '}
                  <span className="pl-cfg__badge">{t('Сиз буни ўчиргансиз')}</span>
                </>
              ) : null}
            </p>
            <div className="pl-cfg__scroll">
              <table className="pl-cfg__table">
                <thead>
                  <tr>
                    <th scope="col">{t('Қаерда')}</th>
                    <th scope="col">{t('Ҳозирги')}</th>
                    <th scope="col">{t('Янги версияда')}</th>
                  </tr>
                </thead>
                <tbody>
                  {update.changes.map((change) => (
                    <tr key={change.path}>
                      <td>{change.path || t('Таржима')}</td>
                      <td>{change.current ?? <span className="pl-cfg__same">{t('Ўчирилган')}</span>}</td>
                      <td>{change.release ?? <span className="pl-cfg__same">{t('Ўчирилган')}</span>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {update.moreChanges ? <p className="pl-cfg__meta">{t('Яна {0} та фарқ', { 0: update.moreChanges })}</p> : null}
            <div className="pl-cfg__actions">
              <Button variant="primary" disabled={busy !== null} onClick={() => void settle(update, true)}>
                {t('Янги версияни олиш')}
              </Button>
              <Button disabled={busy !== null} onClick={() => void settle(update, false)}>
                {t('Ўзимникини қолдириш')}
              </Button>
            </div>
          </article>
        );
      })}
    </>
  );
}

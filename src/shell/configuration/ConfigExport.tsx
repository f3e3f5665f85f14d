import { useId, useRef, useState } from 'react';
import type { TransferGroup, TransferKey } from '../../core/api/configTransferContract';
import { saveBlob } from '../../core/files/saveBlob';
import type { ConfigurationApi } from '../../core/upgrades/createConfigurationApi';
import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';

const keyOf = (item: TransferKey) => `${item.kind}\u0000${item.key}`;

/** The export choice: per kind a list of records to tick (or all of them), and the download of one file. */
export function ConfigExport({ api, t, groups }: { api: ConfigurationApi; t: Translate; groups: TransferGroup[] }) {
  const { runtime } = useShell();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const toggle = (keys: string[], on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  async function download() {
    setBusy(true);
    try {
      const items = groups
        .flatMap((group) => group.items.map((item) => ({ kind: group.kind, key: item.key })))
        .filter((item) => chosen.has(keyOf(item)));
      const file = await api.exportFile(items);
      const day = new Date().toISOString().slice(0, 10);
      saveBlob(
        new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
        `platon-config-${day}.json`,
        boxRef.current ?? undefined,
      );
    } catch (failure) {
      runtime.toasts.show('danger', failure instanceof Error ? failure.message : String(failure), undefined, failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div ref={boxRef} className="pl-cfg__panel">
      <p className="pl-cfg__intro">{t('Кўчириладиган конфигурацияни танланг: у битта файлга ёзилади ва бошқа муҳитга импорт қилинади.')}</p>
      <div className="pl-cfg__groups">
        {groups.map((group) => {
          const keys = group.items.map((item) => keyOf({ kind: group.kind, key: item.key }));
          const all = keys.length > 0 && keys.every((key) => chosen.has(key));
          return (
            <fieldset key={group.kind} className="pl-cfg__group">
              <legend>
                {t(group.title)} ({group.items.length})
              </legend>
              <label className="pl-cfg__check pl-cfg__all">
                <input type="checkbox" checked={all} disabled={!keys.length} onChange={(event) => toggle(keys, event.target.checked)} />
                {t('Барчасини танлаш')}
              </label>
              <div className="pl-cfg__items">
                {group.items.map((item) => {
                  const key = keyOf({ kind: group.kind, key: item.key });
                  return (
                    <label key={key} className="pl-cfg__check">
                      <input type="checkbox" checked={chosen.has(key)} onChange={(event) => toggle([key], event.target.checked)} />
                      <span>
                        {t(item.title)}
                        {item.title.startsWith(item.key) ? null : <span className="pl-cfg__same"> ({item.key})</span>}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </div>
      <div className="pl-cfg__actions">
        <Button
          variant="primary"
          disabled={!chosen.size || busy}
          aria-describedby={chosen.size ? undefined : `${id}-none`}
          onClick={() => void download()}
        >
          <i className="fa-solid fa-download" aria-hidden="true" /> {t('Файлни юклаб олиш')}
        </Button>
        {chosen.size ? null : (
          <span id={`${id}-none`} className="pl-cfg__same">
            {t('Ҳеч нарса танланмаган')}
          </span>
        )}
      </div>
    </div>
  );
}

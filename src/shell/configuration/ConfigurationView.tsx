import { useId, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { isAdmin, productOf } from '../../core/session/permissions';
import { createConfigurationApi } from '../../core/upgrades/createConfigurationApi';
import { LoadFailureView } from '../../ui/LoadFailureView';
import { Tabs } from '../../ui/Tabs';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { useTranslator } from '../../ui/useTranslator';
import { LoadedView } from '../files/LoadedView';
import { useLoaded } from '../files/useLoaded';
import { useShell } from '../routing/ShellContext';
import { ConfigExport } from './ConfigExport';
import { ConfigImport } from './ConfigImport';
import { configurationCss } from './configurationCss';
import { ReleaseUpdates } from './ReleaseUpdates';

const TABS = ['updates', 'export', 'import'] as const;
type Tab = (typeof TABS)[number];
const TAB_TITLES: Record<Tab, string> = { updates: 'Янги версия ўзгаришлари', export: 'Экспорт', import: 'Импорт' };

/**
 * `/system/configuration` (issue 41): for administrators, three tabs (a WAI-ARIA tablist) — the release
 * updates left for their review, exporting configuration, importing it. Anyone else gets the access-denied
 * view without a call being made; the server refuses them too (403), which shows the same view.
 */
export function ConfigurationView() {
  const { runtime, router } = useShell();
  const t = useTranslator(runtime.i18n);
  const allowed = useStore(runtime.store, (s) => isAdmin(s.user, productOf(s.projectInfo)));
  const api = useMemo(() => createConfigurationApi(runtime.api), [runtime]);
  const [tab, setTab] = useState<Tab>('updates');
  const [reload, setReload] = useState(0);
  const rootRef = useRef<HTMLElement>(null);
  const id = useId();
  useAdoptedStyles(rootRef, configurationCss);
  const pending = useLoaded(allowed ? (signal) => api.pending(signal) : null, `pending#${reload}`);
  const exportable = useLoaded(allowed && tab === 'export' ? (signal) => api.exportable(signal) : null, `export#${reload}`);
  const denied =
    !allowed || [pending, exportable].some((loaded) => loaded.state === 'failed' && (loaded.status === 401 || loaded.status === 403));

  const title = <h1 id={`${id}-title`}>{t('Янгилаш ва кўчириш')}</h1>;
  if (denied) {
    return (
      <section ref={rootRef} className="pl-cfg" aria-labelledby={`${id}-title`}>
        {title}
        <LoadFailureView status={403} t={t} onRetry={() => undefined} onHome={() => router.navigate('/')} />
      </section>
    );
  }

  const count = pending.value?.length ?? 0;
  const retry = () => setReload((n) => n + 1);
  return (
    <section ref={rootRef} className="pl-cfg" aria-labelledby={`${id}-title`}>
      {title}
      <Tabs
        id={id}
        labelledBy={`${id}-title`}
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        title={(name) => `${t(TAB_TITLES[name])}${name === 'updates' && count ? ` (${count})` : ''}`}
        panelClassName="pl-cfg__panel"
        panel={(name) =>
          name === 'updates' ? (
            <LoadedView loaded={pending} t={t} onRetry={retry}>
              {(value) => <ReleaseUpdates api={api} t={t} updates={value} onSettled={retry} />}
            </LoadedView>
          ) : name === 'export' ? (
            tab === name ? (
              <LoadedView loaded={exportable} t={t} onRetry={retry}>
                {(value) => <ConfigExport api={api} t={t} groups={value} />}
              </LoadedView>
            ) : null
          ) : (
            <ConfigImport api={api} t={t} onImported={retry} />
          )
        }
      />
    </section>
  );
}

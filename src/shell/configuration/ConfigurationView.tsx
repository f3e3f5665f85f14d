import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { isAdmin, productOf } from '../../core/session/permissions';
import { createConfigurationApi } from '../../core/upgrades/createConfigurationApi';
import { Button } from '../../ui/Button';
import { LoadFailureView } from '../../ui/LoadFailureView';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { useTranslator } from '../../ui/useTranslator';
import { useLoaded, type Loaded } from '../files/useLoaded';
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
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
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

  function onTabKey(event: KeyboardEvent) {
    const index = TABS.indexOf(tab);
    const next = {
      ArrowRight: TABS[(index + 1) % TABS.length],
      ArrowLeft: TABS[(index + TABS.length - 1) % TABS.length],
      Home: TABS[0],
      End: TABS[TABS.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  function listed<T>(loaded: Loaded<T>, render: (value: T) => ReactNode) {
    if (loaded.state === 'failed') {
      return (
        <div className="pl-alert pl-alert--danger" role="alert">
          <span>{t('Маълумотларни юклашда хатолик')}</span>{' '}
          <Button onClick={() => setReload((count) => count + 1)}>{t('Қайта урунинг')}</Button>
        </div>
      );
    }
    if (!loaded.value) {
      return (
        <div className="pl-spinner" role="status">
          {t('Юкланмоқда...')}
        </div>
      );
    }
    return render(loaded.value);
  }

  const count = pending.value?.length ?? 0;
  return (
    <section ref={rootRef} className="pl-cfg" aria-labelledby={`${id}-title`}>
      {title}
      <div className="pl-cfg__tabs" role="tablist" aria-labelledby={`${id}-title`} onKeyDown={onTabKey}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(node) => {
              tabRefs.current[name] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="pl-cfg__tab"
            onClick={() => setTab(name)}
          >
            {t(TAB_TITLES[name])}
            {name === 'updates' && count ? ` (${count})` : ''}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`${id}-panel-${name}`}
          aria-labelledby={`${id}-tab-${name}`}
          className="pl-cfg__panel"
          hidden={tab !== name}
          tabIndex={0}
        >
          {name === 'updates'
            ? listed(pending, (value) => <ReleaseUpdates api={api} t={t} updates={value} onSettled={() => setReload((n) => n + 1)} />)
            : null}
          {name === 'export' && tab === name ? listed(exportable, (value) => <ConfigExport api={api} t={t} groups={value} />) : null}
          {name === 'import' ? <ConfigImport api={api} t={t} onImported={() => setReload((n) => n + 1)} /> : null}
        </div>
      ))}
    </section>
  );
}

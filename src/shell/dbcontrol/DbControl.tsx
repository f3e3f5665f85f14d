import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createDbControlApi } from '../../core/dbcontrol/createDbControlApi';
import { Button } from '../../ui/Button';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import type { Translate } from '../../ui/useTranslator';
import { useLoaded, type Loaded } from '../files/useLoaded';
import { useShell } from '../routing/ShellContext';
import { DbControlForbidden } from './DbControlForbidden';
import { MigrationList, SlowestList, TableList } from './DatabaseInfo';
import { dbControlCss } from './dbControlCss';
import { SqlConsole } from './SqlConsole';

const TABS = ['console', 'tables', 'migrations', 'metrics'] as const;
type Tab = (typeof TABS)[number];
const TAB_TITLES: Record<Tab, string> = {
  console: 'SQL консол',
  tables: 'Жадваллар',
  migrations: 'Миграциялар',
  metrics: 'Секин сўровлар',
};

/**
 * Database control for an administrator (DbControlView checks): four tabs (a WAI-ARIA tablist: arrows, Home
 * and End move between them) for the SQL console, the tables, the applied migrations and the slowest routes
 * and queries. Each list loads when its tab opens and again on Refresh; the console keeps its text and result
 * while other tabs are open.
 */
export function DbControl({ t }: { t: Translate }) {
  const { runtime } = useShell();
  const api = useMemo(() => createDbControlApi(runtime.api), [runtime]);
  const [tab, setTab] = useState<Tab>('console');
  const [reload, setReload] = useState(0);
  const rootRef = useRef<HTMLElement>(null);
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const id = useId();
  useAdoptedStyles(rootRef, dbControlCss);

  const tables = useLoaded(tab === 'tables' ? (signal) => api.tables(signal) : null, `tables#${reload}`);
  const migrations = useLoaded(tab === 'migrations' ? (signal) => api.migrations(signal) : null, `migrations#${reload}`);
  const metrics = useLoaded(tab === 'metrics' ? (signal) => api.metrics(signal) : null, `metrics#${reload}`);
  const denied = [tables, migrations, metrics].some(
    (loaded) => loaded.state === 'failed' && (loaded.status === 401 || loaded.status === 403),
  );
  if (denied) return <DbControlForbidden />;

  function onTabKey(event: KeyboardEvent) {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : null;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  function listed<T>(loaded: Loaded<T>, render: (value: T) => ReactNode) {
    if (loaded.state === 'failed') {
      return (
        <div className="pl-alert pl-alert--danger pl-dbc__bar" role="alert">
          <span>{t('Маълумотларни юклашда хатолик')}</span>
          <Button onClick={() => setReload((count) => count + 1)}>{t('Қайта урунинг')}</Button>
        </div>
      );
    }
    if (!loaded.value)
      return (
        <div className="pl-spinner" role="status">
          {t('Юкланмоқда...')}
        </div>
      );
    return render(loaded.value);
  }

  return (
    <section ref={rootRef} className="pl-dbc" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('Маълумотлар базаси бошқаруви')}</h1>
      <div className="pl-dbc__tabs" role="tablist" aria-labelledby={`${id}-title`} onKeyDown={onTabKey}>
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
            className="pl-dbc__tab"
            onClick={() => setTab(name)}
          >
            {t(TAB_TITLES[name])}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`${id}-panel-${name}`}
          aria-labelledby={`${id}-tab-${name}`}
          className="pl-dbc__panel"
          hidden={tab !== name}
          tabIndex={0}
        >
          {name === 'console' ? (
            <SqlConsole api={api} t={t} />
          ) : tab === name ? (
            <>
              <div className="pl-dbc__bar">
                <h2>{t(TAB_TITLES[name])}</h2>
                <Button onClick={() => setReload((count) => count + 1)}>
                  <i className="fa-solid fa-rotate" aria-hidden="true" /> {t('Янгилаш')}
                </Button>
              </div>
              {name === 'tables' ? listed(tables, (value) => <TableList tables={value} t={t} />) : null}
              {name === 'migrations' ? listed(migrations, (value) => <MigrationList migrations={value} t={t} />) : null}
              {name === 'metrics' ? listed(metrics, (value) => <SlowestList metrics={value} t={t} />) : null}
            </>
          ) : null}
        </div>
      ))}
    </section>
  );
}

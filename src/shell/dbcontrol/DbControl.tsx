import { useId, useMemo, useRef, useState } from 'react';
import { createDbControlApi } from '../../core/dbcontrol/createDbControlApi';
import { Button } from '../../ui/Button';
import { Tabs } from '../../ui/Tabs';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import type { Translate } from '../../ui/useTranslator';
import { LoadedView } from '../files/LoadedView';
import { useLoaded } from '../files/useLoaded';
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
  const id = useId();
  useAdoptedStyles(rootRef, dbControlCss);

  const tables = useLoaded(tab === 'tables' ? (signal) => api.tables(signal) : null, `tables#${reload}`);
  const migrations = useLoaded(tab === 'migrations' ? (signal) => api.migrations(signal) : null, `migrations#${reload}`);
  const metrics = useLoaded(tab === 'metrics' ? (signal) => api.metrics(signal) : null, `metrics#${reload}`);
  const denied = [tables, migrations, metrics].some(
    (loaded) => loaded.state === 'failed' && (loaded.status === 401 || loaded.status === 403),
  );
  if (denied) return <DbControlForbidden />;
  const retry = () => setReload((count) => count + 1);

  return (
    <section ref={rootRef} className="pl-dbc" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('Маълумотлар базаси бошқаруви')}</h1>
      <Tabs
        id={id}
        labelledBy={`${id}-title`}
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        title={(name) => t(TAB_TITLES[name])}
        panel={(name) =>
          name === 'console' ? (
            <SqlConsole api={api} t={t} />
          ) : tab === name ? (
            <>
              <div className="pl-dbc__bar">
                <h2>{t(TAB_TITLES[name])}</h2>
                <Button onClick={retry}>
                  <i className="fa-solid fa-rotate" aria-hidden="true" /> {t('Янгилаш')}
                </Button>
              </div>
              {name === 'tables' ? (
                <LoadedView loaded={tables} t={t} onRetry={retry}>
                  {(value) => <TableList tables={value} t={t} />}
                </LoadedView>
              ) : null}
              {name === 'migrations' ? (
                <LoadedView loaded={migrations} t={t} onRetry={retry}>
                  {(value) => <MigrationList migrations={value} t={t} />}
                </LoadedView>
              ) : null}
              {name === 'metrics' ? (
                <LoadedView loaded={metrics} t={t} onRetry={retry}>
                  {(value) => <SlowestList metrics={value} t={t} />}
                </LoadedView>
              ) : null}
            </>
          ) : null
        }
      />
    </section>
  );
}

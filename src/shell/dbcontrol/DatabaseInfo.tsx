import type { AppliedMigration, DatabaseTable, SlowestMetrics } from '../../core/api/dbControlContract';
import { toDisplayText } from '../../core/format/dateInput';
import { fileSizeText } from '../../core/format/fileSizeText';
import { formatNumber } from '../../core/format/formatNumber';
import type { Translate } from '../../ui/useTranslator';
import { ResultTable } from './ResultTable';

const when = (iso: string) => toDisplayText(iso, 'datetime', 'DD.MM.YYYY HH:mm:ss');
const count = (value: number) => formatNumber(value, { decimals: 0 });
const ms = (value: number) => formatNumber(value, { decimals: 1 });

/** The database's tables, largest first: rows (exact, or the planner's estimate marked so) and total size. */
export function TableList({ tables, t }: { tables: DatabaseTable[]; t: Translate }) {
  return (
    <>
      <p className="pl-dbc__hint">≈ — {t('тахминан')}</p>
      <ResultTable
        caption={t('Жадваллар')}
        t={t}
        columns={[
          { title: t('Схема') },
          { title: t('Номи') },
          { title: t('Қаторлар'), numeric: true },
          { title: t('Ҳажми'), numeric: true },
        ]}
        rows={tables.map((table) => [
          table.schema,
          table.name,
          table.rows < 0 ? '—' : table.exact ? count(table.rows) : `≈ ${count(table.rows)}`,
          fileSizeText(table.size),
        ])}
      />
    </>
  );
}

/** The applied schema migrations, in the order they ran. */
export function MigrationList({ migrations, t }: { migrations: AppliedMigration[]; t: Translate }) {
  return (
    <ResultTable
      caption={t('Миграциялар')}
      t={t}
      columns={[{ title: t('Номи') }, { title: t('Бажарилган вақти') }]}
      rows={migrations.map((migration) => [migration.name, when(migration.executedAt)])}
    />
  );
}

/** The slowest routes and SQL statements (by p95) the server measured. */
export function SlowestList({ metrics, t }: { metrics: SlowestMetrics; t: Translate }) {
  const columns = (errors: boolean) => [
    { title: t('Номи'), code: true },
    { title: t('Сони'), numeric: true },
    { title: t('Ўртача, мс'), numeric: true },
    { title: t('p95, мс'), numeric: true },
    { title: t('Энг кўп, мс'), numeric: true },
    ...(errors ? [{ title: t('Хатолар'), numeric: true }] : []),
    { title: t('Охирги марта') },
  ];
  return (
    <>
      <p className="pl-dbc__hint">{t('Сўровларнинг {0}% и ўлчанади', { 0: Math.round(metrics.sampleRate * 1000) / 10 })}</p>
      <h3>{t('API йўллари')}</h3>
      {metrics.routes.length ? (
        <ResultTable
          caption={t('API йўллари')}
          t={t}
          columns={columns(true)}
          rows={metrics.routes.map((row) => [
            row.name,
            count(row.count),
            ms(row.avgMs),
            ms(row.p95Ms),
            ms(row.maxMs),
            count(row.errors ?? 0),
            when(row.lastSeenAt),
          ])}
        />
      ) : (
        <p className="pl-dbc__empty">{t('Ҳали ўлчов йўқ')}</p>
      )}
      <h3>{t('SQL сўровлари')}</h3>
      {metrics.queries.length ? (
        <ResultTable
          caption={t('SQL сўровлари')}
          t={t}
          columns={columns(false)}
          rows={metrics.queries.map((row) => [
            row.name,
            count(row.count),
            ms(row.avgMs),
            ms(row.p95Ms),
            ms(row.maxMs),
            when(row.lastSeenAt),
          ])}
        />
      ) : (
        <p className="pl-dbc__empty">{t('Ҳали ўлчов йўқ')}</p>
      )}
    </>
  );
}

import type { Kysely } from 'kysely';
import type { TableQueryString } from '../../src/core/api/tableContract';
import type { TableColumnMeta } from '../../src/core/api/tableMetaContract';
import { translateColumns } from '../../src/core/i18n/translateColumns';
import { translateText } from '../../src/core/i18n/translateLabel';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { loadTextLookup } from '../i18n/loadTextLookup';
import { exportColumnConfig } from './exportColumnConfig';
import { exportColumns } from './exportColumns';
import { exportRowBatches } from './exportRowBatches';
import type { ExportSheet } from './exportWorkbook';
import { queryPlan } from './queryPlan';
import { queryRequest } from './queryRequest';
import { queryTotals } from './queryTotals';
import { runtimeAccess } from './runtimeAccess';
import { runtimeTableCache } from './runtimeTableCache';

export interface TableExportInput {
  name: string;
  /** The caller's permissions; null for an anonymous caller (public tables only). */
  permissions: string[] | null;
  /** Whose column settings apply (null: the table's own). */
  userId: number | null;
  query: Pick<TableQueryString, 'level' | 'sort' | 'order' | 'filters'>;
  locale: string;
  timeoutMs: number;
  /** Count the rows first (a job reports progress against it; a download does not wait for it). */
  count?: boolean;
  log(message: string, detail: unknown): void;
}

export type PreparedExport =
  { status: 'missing' } | { status: 'forbidden' } | { status: 'ready'; tableName: string; total: number | null; sheet: ExportSheet };

/**
 * Everything an xlsx export of a table needs before its first byte (docs/behaviour.md §4): the caller's access, the
 * query plan of the filtered, sorted table with the caller's column settings, the footers, the titles in
 * the caller's locale (the Uzbek text where a translation is missing, docs/behaviour.md §2), and the first batch of
 * rows, so a bad query still fails before anything is written. The export route streams it to the
 * client; an export job writes it to a stored file. Throws the table query's errors (TableQueryError…).
 *
 * @example
 * const prepared = await prepareTableExport(db, { name: 'appeals', permissions, userId, query, locale: 'ru', timeoutMs: 5000, log });
 * if (prepared.status === 'ready') await exportWorkbook(prepared.sheet, output);
 */
export async function prepareTableExport(db: Kysely<DatabaseSchema>, input: TableExportInput): Promise<PreparedExport> {
  const table = await runtimeTableCache.load(db, input.name, input.timeoutMs);
  const access = table ? runtimeAccess(table, input.permissions) : 'missing';
  if (!table || access === 'missing') return { status: 'missing' };
  if (access === 'forbidden' || !table.exportable) return { status: 'forbidden' };

  const tableRequest = queryRequest(input.query);
  const plan = queryPlan(table, tableRequest);
  const config = input.userId === null ? null : await exportColumnConfig(db, input.userId, table.id, tableRequest.level);
  const hasFooters = plan.level.leaves.some((column) => column.footer?.trim() || column.sumType);
  const totals = hasFooters || input.count ? await queryTotals(db, table, plan, input.timeoutMs, input.log) : null;
  const rest = exportRowBatches(db, table, plan, input.timeoutMs);
  const first = await rest.next();

  const lookup = await loadTextLookup(db, input.locale, [table.title, ...columnTexts(plan.level.columns)]);
  // Translated before the user's settings apply: a title the user typed is theirs and stays as typed.
  const columns = exportColumns(translateColumns(plan.level.columns, lookup), config);
  return {
    status: 'ready',
    tableName: table.name,
    total: totals?.total ?? null,
    sheet: {
      title: translateText(table.title, lookup) || table.name,
      columns,
      sourceColumns: table.sourceColumns,
      first,
      rest,
      footers: hasFooters && totals ? totals.footers : null,
    },
  };
}

/** Every title of a column tree, header groups included: the texts an export may need translated. */
function columnTexts(columns: readonly TableColumnMeta[]): string[] {
  return columns.flatMap((column) => [column.title.trim(), ...(column.children ? columnTexts(column.children) : [])]);
}

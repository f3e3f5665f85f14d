import type { ImportMessage } from '../../src/core/i18n/messages/importMessages';
import { sql, type Kysely } from 'kysely';
import type { FormElementMeta } from '../../src/core/api/formMeta';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { formSaveInTransaction } from '../forms/formSaveRecord';
import { formKeyMatch } from '../forms/formKeyMatch';
import type { FormSource } from '../forms/formSource';
import type { RuntimeForm } from '../forms/runtimeForm';
import type { ImportConfig } from './importConfig';
import { importCellValue, type OptionLookup } from './importCellValue';
import { readSheetRows, type SheetOptions } from './readSheetRows';

/** One refused cell (or row): the file's row number, the column's header, and why. */
export interface ImportError {
  row: number;
  column: string;
  message: string;
  /** The values of the message's {0}, {1}… (a rule's bound), filled in once the message is translated. */
  params?: (string | number)[];
}

export type ImportResult =
  | { status: 'imported'; inserted: number; updated: number }
  | { status: 'invalid'; errors: ImportError[]; rows: number };

/** Reported errors stop growing here (the file is still read to the end, so the count of rows is right). */
export const MAX_REPORTED_ERRORS = 1_000;
export const MISSING_COLUMN: ImportMessage = 'Файлда устун йўқ';
export const WRONG_ACTION: ImportMessage = 'Бу форма янги ёзув қўшишга рухсат бермайди';
export const NO_UPDATE: ImportMessage = 'Бу форма ёзувни ўзгартиришга рухсат бермайди';

class Refused extends Error {}

export interface ImportInput {
  form: RuntimeForm;
  source: FormSource;
  config: ImportConfig;
  file: string;
  format: SheetOptions['format'];
  hashPassword(password: string): Promise<string>;
  /** Told every `PROGRESS_EVERY` rows (a job's progress). */
  onProgress?(rows: number): void;
  /** A cancelled job: the import stops at the next row and writes nothing (the abort reason is thrown). */
  signal?: AbortSignal;
}

const PROGRESS_EVERY = 1_000;

/**
 * Writes every row of a file through the target form, in one transaction, or nothing at all: each row is
 * checked with the form's own rules (formSaveInTransaction: SPEC §5, the same code as a save from the
 * browser), and one refused row rolls the whole file back and comes back in the report with all the others.
 * Rows whose key field matches a stored record update it (from its current version); the others insert.
 *
 * @example
 * const result = await runImport(db, { form, source, config, file: '/tmp/x.xlsx', format: 'xlsx', hashPassword });
 */
export async function runImport(db: Kysely<DatabaseSchema>, input: ImportInput): Promise<ImportResult> {
  try {
    return await importPass(db, input, false);
  } catch (error) {
    if (!(error instanceof NeedsSavepoints)) throw error;
    return importPass(db, input, true);
  }
}

/** A row the database refused aborted a pass without savepoints: the file is read again with them. */
class NeedsSavepoints extends Error {}

/**
 * One pass over the file. Without `savepoints` (the first try) rows go straight in: a refusal by the form's
 * rules writes nothing and leaves the transaction usable, so only a database refusal (a duplicate key)
 * needs the second, slower pass, in which a savepoint around each row keeps the rest of the file checkable.
 */
async function importPass(db: Kysely<DatabaseSchema>, input: ImportInput, savepoints: boolean): Promise<ImportResult> {
  const { form, source, config } = input;
  const byField = new Map(form.fields.map((field) => [field.dataField!, field] as const));
  const columns = config.columns.filter((column) => byField.has(column.field));
  const errors: ImportError[] = [];
  let rows = 0;
  const refuse = (error: ImportError) => {
    if (errors.length < MAX_REPORTED_ERRORS) errors.push(error);
  };
  let inserted = 0;
  let updated = 0;
  try {
    await db.transaction().execute(async (trx) => {
      const lookup = optionLookup(trx, form);
      let checkedHeaders = false;
      for await (const { row, cells } of readSheetRows(input.file, { format: input.format, sheet: config.sheet, headerRow: config.headerRow })) {
        if (!checkedHeaders) {
          checkedHeaders = true;
          const missing = columns.filter((column) => !cells.has(column.header));
          for (const column of missing) refuse({ row: config.headerRow, column: column.header, message: MISSING_COLUMN });
          if (missing.length) throw new Refused();
        }
        rows += 1;
        if (rows % PROGRESS_EVERY === 0) {
          input.signal?.throwIfAborted();
          input.onProgress?.(rows);
        }
        const values: Record<string, unknown> = {};
        for (const column of columns) values[column.field] = await importCellValue(byField.get(column.field)!, cells.get(column.header) ?? null, lookup);
        const existing = config.keyField && values[config.keyField] != null ? await findRecord(trx, form, source, config.keyField, values[config.keyField]) : null;
        if (existing ? !form.row.can_update || !form.row.version_column : !form.row.can_insert) {
          refuse({ row, column: '', message: existing ? NO_UPDATE : WRONG_ACTION });
          continue;
        }
        if (savepoints) await sql`SAVEPOINT import_row`.execute(trx);
        const result = await formSaveInTransaction(trx, {
          form,
          source,
          values,
          ...(existing ? { id: existing.id, version: existing.version } : {}),
          anonymous: false,
          hashPassword: input.hashPassword,
          readBack: false,
        });
        if (result.status === 'invalid' && result.byDatabase && !savepoints) throw new NeedsSavepoints();
        if (result.status === 'written') {
          if (savepoints) await sql`RELEASE SAVEPOINT import_row`.execute(trx);
          if (existing) updated += 1;
          else inserted += 1;
          continue;
        }
        if (savepoints) await sql`ROLLBACK TO SAVEPOINT import_row`.execute(trx);
        if (result.status === 'invalid') {
          for (const [field, error] of Object.entries(result.errors)) refuse({ row, column: headerOf(config, field, byField.get(field)), message: error.message, params: error.params });
        } else refuse({ row, column: '', message: result.status === 'stale' ? 'Маълумот бошқа фойдаланувчи томонидан ўзгартирилган' : 'Ёзув топилмади' });
      }
      input.onProgress?.(rows);
      if (errors.length) throw new Refused();
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { status: 'invalid', errors, rows };
  }
  return { status: 'imported', inserted, updated };
}

function headerOf(config: ImportConfig, field: string, element: FormElementMeta | undefined): string {
  return config.columns.find((column) => column.field === field)?.header ?? element?.label ?? field;
}

async function findRecord(trx: Kysely<DatabaseSchema>, form: RuntimeForm, source: FormSource, keyField: string, value: unknown): Promise<{ id: string; version: number } | null> {
  const column = source.columns.get(keyField);
  const match = column ? formKeyMatch(sql.id(keyField), column, String(value)) : null;
  if (!match) return null;
  const { row_key: rowKey, version_column: versionColumn, soft_delete_column: softDelete } = form.row;
  const alive = softDelete ? sql` AND ${sql.id(softDelete)} IS NULL` : sql``;
  const version = versionColumn ? sql.id(versionColumn) : sql`0`;
  const { rows } = await sql<{ id: string; version: number }>`
    SELECT ${sql.id(rowKey)}::text AS id, ${version}::int AS version FROM ${sql.id(source.schema, source.table)}
    WHERE ${match}${alive} LIMIT 1`.execute(trx);
  return rows[0] ?? null;
}

/** A select's option id by its name: the form's own options first, then its data source's `name` column. */
function optionLookup(db: Kysely<DatabaseSchema>, form: RuntimeForm): OptionLookup {
  const cache = new Map<string, Promise<string | number | null>>();
  return (element, name) => {
    const key = `${element.id}\u0000${name.toLowerCase()}`;
    let found = cache.get(key);
    if (!found) {
      found = (async () => {
        const wanted = name.toLowerCase();
        const option = element.data?.find((item) => String(item.id) === name || item.name.toLowerCase() === wanted);
        if (option) return option.id;
        const dataSource = form.dataSources.get(element.id);
        if (!dataSource) return null;
        // A data source without a name column is matched by id only (a failing query would abort the import's transaction).
        const { rows: columns } = await sql<{ column_name: string }>`
          SELECT column_name FROM information_schema.columns
          WHERE table_schema = 'app' AND table_name = ${dataSource} AND column_name IN ('id', 'name')`.execute(db);
        const has = (column: string) => columns.some((row) => row.column_name === column);
        if (!has('id')) return null;
        // lower() on both sides and the exact name too: a database created with the C locale lowers only
        // ASCII letters, so lowering the name here in JavaScript would miss every Cyrillic name there.
        const byName = has('name') ? sql`name::text = ${name} OR lower(name::text) = lower(${name}) OR ` : sql``;
        const exactFirst = has('name') ? sql`(name::text = ${name}) DESC, ` : sql``;
        const { rows } = await sql<{ id: string | number }>`
          SELECT id FROM ${sql.id('app', dataSource)} WHERE ${byName}id::text = ${name}
          ORDER BY ${exactFirst}id LIMIT 1`.execute(db);
        return rows[0]?.id ?? null;
      })();
      cache.set(key, found);
    }
    return found;
  };
}

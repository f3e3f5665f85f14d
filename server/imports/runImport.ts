import { recordChangeAuthor } from '../history/recordChangeAuthor';
import type { ImportMessage } from '../../src/core/i18n/messages/importMessages';
import { sql, type Kysely } from 'kysely';
import type { FieldErrors } from '../../src/core/api/formContract';
import type { FormElementMeta } from '../../src/core/api/formMeta';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { formInsertPlanned, formSaveInTransaction, formWritePlan, type PlannedWrite } from '../forms/formSaveRecord';
import { formKeyMatch } from '../forms/formKeyMatch';
import type { FormSource } from '../forms/formSource';
import type { RuntimeForm } from '../forms/runtimeForm';
import type { TableWriteRule } from '../forms/TableWriteRule';
import type { ImportConfig } from './importConfig';
import { importCellValue } from './importCellValue';
import { optionLookup } from './optionLookup';
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
  { status: 'imported'; inserted: number; updated: number } | { status: 'invalid'; errors: ImportError[]; rows: number };

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
  /**
   * The rules of the target table when it is one of the platform's own (users, roles...): every row is checked
   * by them as a form's save is, one by one (no batched insert), with `actorId` as the one saving.
   */
  rule?: TableWriteRule;
  actorId?: number;
  /** Told every CHUNK rows (a job's progress). */
  onProgress?(rows: number): void;
  /** A cancelled job: the import stops at the next chunk and writes nothing (the abort reason is thrown). */
  signal?: AbortSignal;
}

/** Rows looked up and inserted together (and the step of progress reports and cancel checks). */
const CHUNK = 500;

/**
 * Writes every row of a file through the target form, in one transaction, or nothing at all: each row is
 * checked with the form's own rules (formSaveInTransaction: docs/behaviour.md §5, the same code as a save from the
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
 * One pass over the file, CHUNK rows at a time. The first pass looks up the chunk's keys in one query and
 * inserts its new rows with one statement: a refusal by the form's rules writes nothing and leaves the
 * transaction usable, so only a database refusal (a duplicate key, an unknown reference) needs the second,
 * slower pass, which saves row by row inside a savepoint each, so that every refused row is named and the
 * rest of the file stays checkable.
 */
async function importPass(db: Kysely<DatabaseSchema>, input: ImportInput, savepoints: boolean): Promise<ImportResult> {
  const { form, source, config } = input;
  const { keyField } = config;
  const byField = new Map(form.fields.map((field) => [field.dataField!, field] as const));
  const columns = config.columns.filter((column) => byField.has(column.field));
  const errors: ImportError[] = [];
  let rows = 0;
  const refuse = (error: ImportError) => {
    if (errors.length < MAX_REPORTED_ERRORS) errors.push(error);
  };
  const refuseFields = (row: number, fieldErrors: FieldErrors) => {
    for (const [field, error] of Object.entries(fieldErrors))
      refuse({ row, column: headerOf(config, field, byField.get(field)), message: error.message, params: error.params });
  };
  let inserted = 0;
  let updated = 0;

  /** One row saved on its own (an update, or any row of the careful pass). */
  async function saveRow(
    trx: Kysely<DatabaseSchema>,
    row: number,
    values: Record<string, unknown>,
    existing: { id: string; version: number } | null,
  ) {
    if (savepoints) await sql`SAVEPOINT import_row`.execute(trx);
    const result = await formSaveInTransaction(trx, {
      form,
      source,
      values,
      ...(existing ? { id: existing.id, version: existing.version } : {}),
      anonymous: false,
      hashPassword: input.hashPassword,
      readBack: false,
      rule: input.rule,
      actorId: input.actorId,
    });
    if (result.status === 'invalid' && result.byDatabase && !savepoints) throw new NeedsSavepoints();
    if (result.status === 'written') {
      if (savepoints) await sql`RELEASE SAVEPOINT import_row`.execute(trx);
      if (existing) updated += 1;
      else inserted += 1;
      return;
    }
    if (savepoints) await sql`ROLLBACK TO SAVEPOINT import_row`.execute(trx);
    if (result.status === 'invalid') refuseFields(row, result.errors);
    else
      refuse({
        row,
        column: '',
        message: result.status === 'stale' ? 'Маълумот бошқа фойдаланувчи томонидан ўзгартирилган' : 'Ёзув топилмади',
      });
  }

  async function saveChunk(trx: Kysely<DatabaseSchema>, chunk: { row: number; values: Record<string, unknown> }[]) {
    const keyOf = (values: Record<string, unknown>) => (keyField && values[keyField] != null ? String(values[keyField]) : null);
    const known =
      keyField && !savepoints
        ? await findRecords(
            trx,
            form,
            source,
            keyField,
            chunk.map(({ values }) => keyOf(values)).filter((key) => key !== null),
          )
        : null;
    const pending: PlannedWrite[] = [];
    const insertPending = async () => {
      if (!pending.length) return;
      try {
        await formInsertPlanned(trx, form, source, pending);
      } catch {
        // Which row of the statement was refused is not known: the careful pass finds it.
        throw new NeedsSavepoints();
      }
      inserted += pending.length;
      pending.length = 0;
    };
    const seen = new Set<string>();
    for (const { row, values } of chunk) {
      const key = keyOf(values);
      let existing: { id: string; version: number } | null = null;
      if (key !== null) {
        // A key met earlier in the chunk was written since it was looked up: look again, after the pending inserts.
        if (known && !seen.has(key)) existing = known.get(key) ?? null;
        else {
          await insertPending();
          existing = await findRecord(trx, form, source, keyField!, values[keyField!]);
        }
        seen.add(key);
      }
      if (existing ? !form.row.can_update || !form.row.version_column : !form.row.can_insert) {
        refuse({ row, column: '', message: existing ? NO_UPDATE : WRONG_ACTION });
        continue;
      }
      if (existing || savepoints || input.rule) {
        await saveRow(trx, row, values, existing);
        continue;
      }
      const plan = await formWritePlan(trx, { form, source, values, anonymous: false, hashPassword: input.hashPassword }, null);
      if ('errors' in plan) refuseFields(row, plan.errors);
      else pending.push(plan);
    }
    await insertPending();
  }

  try {
    await db.transaction().execute(async (trx) => {
      if (input.actorId) await recordChangeAuthor(trx, input.actorId);
      const lookup = optionLookup(trx, form);
      let checkedHeaders = false;
      let chunk: { row: number; values: Record<string, unknown> }[] = [];
      for await (const { row, cells } of readSheetRows(input.file, {
        format: input.format,
        sheet: config.sheet,
        headerRow: config.headerRow,
      })) {
        if (!checkedHeaders) {
          checkedHeaders = true;
          const missing = columns.filter((column) => !cells.has(column.header));
          for (const column of missing) refuse({ row: config.headerRow, column: column.header, message: MISSING_COLUMN });
          if (missing.length) throw new Refused();
        }
        rows += 1;
        const values: Record<string, unknown> = {};
        let readable = true;
        for (const column of columns) {
          const reading = await importCellValue(byField.get(column.field)!, cells.get(column.header) ?? null, lookup);
          if ('value' in reading) values[column.field] = reading.value;
          else {
            // Said as it is: the form's rules would only call it 'Нотўғри қиймат'. The row is not saved
            // (nothing of the file is); its other cells are judged once these are put right.
            refuse({ row, column: column.header, message: reading.problem, params: [reading.text] });
            readable = false;
          }
        }
        if (readable) chunk.push({ row, values });
        if (chunk.length === CHUNK) {
          await saveChunk(trx, chunk);
          chunk = [];
          input.signal?.throwIfAborted();
          input.onProgress?.(rows);
        }
      }
      await saveChunk(trx, chunk);
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

async function findRecord(
  trx: Kysely<DatabaseSchema>,
  form: RuntimeForm,
  source: FormSource,
  keyField: string,
  value: unknown,
): Promise<{ id: string; version: number } | null> {
  const column = source.columns.get(keyField);
  const match = column && !column.writeOnly ? formKeyMatch(sql.id(keyField), column, String(value)) : null;
  if (!match) return null;
  const { row_key: rowKey, version_column: versionColumn, soft_delete_column: softDelete } = form.row;
  const alive = softDelete ? sql` AND ${sql.id(softDelete)} IS NULL` : sql``;
  const version = versionColumn ? sql.id(versionColumn) : sql`0`;
  const { rows } = await sql<{ id: string; version: number }>`
    SELECT ${sql.id(rowKey)}::text AS id, ${version}::int AS version FROM ${sql.id(source.schema, source.table)}
    WHERE ${match}${alive} LIMIT 1`.execute(trx);
  return rows[0] ?? null;
}

/** The stored records whose key field is one of `keys` (compared as text), by that text. */
async function findRecords(
  trx: Kysely<DatabaseSchema>,
  form: RuntimeForm,
  source: FormSource,
  keyField: string,
  keys: string[],
): Promise<Map<string, { id: string; version: number }>> {
  if (!keys.length) return new Map();
  const { row_key: rowKey, version_column: versionColumn, soft_delete_column: softDelete } = form.row;
  const alive = softDelete ? sql` AND ${sql.id(softDelete)} IS NULL` : sql``;
  const version = versionColumn ? sql.id(versionColumn) : sql`0`;
  const { rows } = await sql<{ key: string; id: string; version: number }>`
    SELECT ${sql.id(keyField)}::text AS key, ${sql.id(rowKey)}::text AS id, ${version}::int AS version
    FROM ${sql.id(source.schema, source.table)} WHERE ${sql.id(keyField)}::text = ANY(${[...new Set(keys)]}::text[])${alive}`.execute(trx);
  return new Map(rows.map((row) => [row.key, { id: row.id, version: row.version }]));
}

import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { FieldErrors, FormRecord } from '../../src/core/api/formContract';
import type { FormElementMeta, RemoteFile } from '../../src/core/api/formMeta';
import { evaluateExpression } from '../../src/core/expression/sandbox/evaluateExpression';
import { formatDateBound } from '../../src/core/form/formatDateBound';
import { normalizeFormValue } from '../../src/core/form/normalizeFormValue';
import { validateValues } from '../../src/core/validation/validateValues';
import { VALIDATION_MESSAGES } from '../../src/core/validation/validationMessages';
import { recordChangeAuthor } from '../history/recordChangeAuthor';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { readableFiles, type FileReader } from '../files/readableFiles';
import { formColumnValue } from './formColumnValue';
import { formFileValues } from './formFileValues';
import { formKeyMatch } from './formKeyMatch';
import type { FormSource } from './formSource';
import { formWritableFields } from './formWritableFields';
import { formWriteErrors } from './formWriteErrors';
import { readFormRecord } from './readFormRecord';
import type { RuntimeForm } from './runtimeForm';
import { sanitizeRichText } from './sanitizeRichText';
import type { AuditedRow, TableWriteRule } from './TableWriteRule';

export interface FormSaveInput {
  form: RuntimeForm;
  source: FormSource;
  /** The request's values by dataField; keys no field element names are ignored. */
  values: Record<string, unknown>;
  /** Update this record (with `version`); absent: insert. */
  id?: string;
  version?: number;
  /** Anonymous public submission: only publicly uploaded files, not yet in any record, may be attached. */
  anonymous: boolean;
  /**
   * The signed-in user saving: files may be named only if they may read them (readableFiles) or the record
   * already holds them, so naming a guessed or leaked id in one's own record opens nothing. Absent (the
   * server's own writes, such as an import's rows): any stored file.
   */
  reader?: FileReader;
  /** Password-type values are stored as this hash, never as typed (see PasswordHasher). */
  hashPassword(password: string): Promise<string>;
  /** Read the saved record back (default); an import, which answers with counts only, saves the query. */
  readBack?: boolean;
  /** The rules of the table the form writes, when it is one of the platform's own (users, roles...). */
  rule?: TableWriteRule;
  /** Who saves, for the rule, when no `reader` says so (an import's rows are saved without one). */
  actorId?: number;
}

export type FormSaveResult =
  /** `change`: the row before and after, where the table has a rule (for the audit entry). */
  | { status: 'saved'; record: FormRecord; change?: { before: AuditedRow | null; after: AuditedRow | null } }
  /** `byDatabase`: a constraint refused the write, which aborted the transaction. */
  | { status: 'invalid'; errors: FieldErrors; byDatabase?: true }
  | { status: 'stale' }
  | { status: 'missing' };

/** formSaveInTransaction's result: with `readBack: false` a save is 'written', not read back. */
export type FormWriteResult = FormSaveResult | { status: 'written' };

/**
 * Inserts or updates one record, all in one transaction (docs/architecture.md "Writes"). For an update the row is
 * read and locked first; values the request leaves out keep the stored ones. Values are normalised and
 * validated with the browser's rules (validateValues, the sandboxed evaluator for display conditions and
 * custom validators); file lists are rebuilt from the `files` table. Written are only the columns of
 * visible, enabled, editable field elements whose values the request sends, never the version column and
 * on update never the row key. Passwords are stored hashed, and an empty one on an update keeps the stored hash. An update bumps the version and matches the version it started from, so a
 * concurrent save makes it 'stale', never a silent overwrite.
 *
 * @example
 * const result = await formSaveRecord(db, { form, source, values: { applicant: 'Алиев' }, id: '42', version: 3, anonymous: false });
 * if (result.status === 'invalid') reply.code(422).send({ ..., errors: result.errors });
 */
export async function formSaveRecord(db: Kysely<DatabaseSchema>, input: FormSaveInput): Promise<FormSaveResult> {
  // Read back (readBack is not false), so never 'written'.
  const result = await db.transaction().execute(async (trx) => {
    // The configuration history names who changed a row (its trigger reads this).
    const author = input.reader?.id ?? input.actorId;
    if (author) await recordChangeAuthor(trx, author);
    return formSaveInTransaction(trx, { ...input, readBack: true }) as Promise<FormSaveResult>;
  });
  if (result.status === 'saved' && input.rule?.afterCommit)
    input.rule.afterCommit({ id: String(result.record.id), before: result.change?.before ?? null, after: result.change?.after ?? null });
  return result;
}

/**
 * formSaveRecord inside a transaction the caller holds (an import writes every row of a file in one). A
 * database refusal (a unique or foreign key) comes back as 'invalid' naming the field; the caller's
 * transaction is then aborted, so a caller going on after one wraps each save in a savepoint.
 */
export async function formSaveInTransaction(trx: Kysely<DatabaseSchema>, input: FormSaveInput): Promise<FormWriteResult> {
  const { form, source, id } = input;
  const { row_key: rowKey, version_column: versionColumn, soft_delete_column: softDelete } = form.row;
  let written: string[] = [];
  try {
    return await (async (): Promise<FormWriteResult> => {
      const current = id === undefined ? null : await readFormRecord(trx, form, source, id, { lock: true });
      if (id !== undefined && !current) return { status: 'missing' };
      if (current && current.version !== input.version) return { status: 'stale' };

      const plan = await formWritePlan(trx, input, current);
      if ('errors' in plan) return { status: 'invalid', errors: plan.errors };
      const { targets } = plan;
      written = [...targets.keys()];
      const { rule } = input;
      const write = rule && {
        id,
        values: input.values,
        written: new Set(written),
        before: id === undefined ? null : await rule.snapshot(trx, id),
        actorId: input.reader?.id ?? input.actorId ?? null,
      };
      if (rule && write) {
        const refused = await rule.check(trx, write);
        if (Object.keys(refused).length) return { status: 'invalid', errors: refused };
      }

      const table = sql.id(source.schema, source.table);
      let savedId: string | undefined;
      if (id === undefined) {
        savedId = (await insertRows(trx, source, rowKey, [targets]))[0];
      } else {
        const sets = [...targets].map(([name, value]) => sql`${sql.id(name)} = ${value}`);
        sets.push(sql`${sql.id(versionColumn!)} = ${sql.id(versionColumn!)} + 1`);
        const conditions = [
          formKeyMatch(sql.id(rowKey), source.columns.get(rowKey)!, id)!,
          sql`${sql.id(versionColumn!)} = ${input.version}`,
        ];
        if (softDelete) conditions.push(sql`${sql.id(softDelete)} IS NULL`);
        const updated = await sql<{
          k: string;
        }>`UPDATE ${table} SET ${sql.join(sets)} WHERE ${sql.join(conditions, sql` AND `)} RETURNING ${sql.id(rowKey)}::text AS k`.execute(
          trx,
        );
        if (!updated.rows.length) return { status: 'stale' };
        savedId = updated.rows[0]!.k;
      }
      await markFilesAttached(trx, [plan]);
      let change: { before: AuditedRow | null; after: AuditedRow | null } | undefined;
      if (rule && write && savedId !== undefined) {
        const after = await rule.snapshot(trx, savedId);
        await rule.afterWrite(trx, { ...write, id: savedId, after });
        change = { before: write.before, after: await rule.snapshot(trx, savedId) };
      }
      if (input.readBack === false) return { status: 'written' };
      const record = savedId === undefined ? null : await readFormRecord(trx, form, source, savedId);
      if (!record) throw new Error(`Form ${form.row.name}: the saved record ${savedId} cannot be read back`);
      return { status: 'saved', record, ...(change && { change }) };
    })();
  } catch (error) {
    const errors = formWriteErrors(error, written);
    if (errors) return { status: 'invalid', errors, byDatabase: true };
    throw error;
  }
}

/** The columns a save writes with their typed values and the stored files it names, or the reasons it may not. */
export type FormWritePlan = PlannedWrite | { errors: FieldErrors };
export interface PlannedWrite {
  targets: Map<string, RawBuilder<unknown>>;
  fileIds: string[];
}

/**
 * What a save of `input.values` would write, without writing it: values normalised (the stored ones where
 * an update leaves them out), file lists rebuilt, the browser's rules applied, and the writable fields'
 * values typed for their columns (passwords hashed). An import plans each new row so and inserts them
 * many at a time (formInsertPlanned).
 */
export async function formWritePlan(trx: Kysely<DatabaseSchema>, input: FormSaveInput, current: FormRecord | null): Promise<FormWritePlan> {
  const { form, source, id } = input;
  const { row_key: rowKey, version_column: versionColumn } = form.row;
  const sent = (field: FormElementMeta) => Object.prototype.hasOwnProperty.call(input.values, field.dataField!);
  const values: Record<string, unknown> = {};
  for (const field of form.fields) {
    const name = field.dataField!;
    if (name in values) continue;
    values[name] = sent(field)
      ? normalizeFormValue(field, input.values[name])
      : current
        ? current.values[name]
        : normalizeFormValue(field, undefined);
    if (field.type === 'rich_text' && sent(field) && typeof values[name] === 'string')
      values[name] = await sanitizeRichText(values[name] as string);
  }
  await replaceFileLists(trx, form.fields.filter(sent), values, input, current);

  const errors = validateValues(form.elements, values, { isEdit: id !== undefined, evaluate: evaluateExpression, formatDateBound });
  const targets = new Map<string, RawBuilder<unknown>>();
  for (const field of formWritableFields(form.elements, values, evaluateExpression)) {
    const name = field.dataField!;
    if (!sent(field) || targets.has(name) || name === versionColumn || (id !== undefined && name === rowKey)) continue;
    // A refused value is never typed for its column: it may be one that cannot be (too deep to serialise).
    if (errors[name]) continue;
    const password = field.type === 'password' && typeof values[name] === 'string' && values[name] !== '';
    // An empty password on an edit keeps the stored one (validateElement lets it pass for that reason).
    if (field.type === 'password' && id !== undefined && !password) continue;
    const typed = values[name] as string;
    const stored = !password
      ? values[name]
      : input.rule?.storeSecret
        ? input.rule.storeSecret(name, typed)
        : await input.hashPassword(typed);
    const value = formColumnValue(field, stored, source.columns.get(name)!);
    if (value) targets.set(name, value);
    else errors[name] ??= { message: VALIDATION_MESSAGES.wrongValue };
  }
  if (Object.keys(errors).length) return { errors };
  const fileIds = form.fields
    .filter(
      (field) =>
        (field.type === 'file' || field.type === 'image') && targets.has(field.dataField!) && Array.isArray(values[field.dataField!]),
    )
    .flatMap((field) => (values[field.dataField!] as RemoteFile[]).map((file) => file.id));
  return { targets, fileIds };
}

/**
 * Uploads a save wrote into a record are attached from now on: only uploads never saved into one are
 * orphans, purged after a while (purgeOrphanUploads).
 */
async function markFilesAttached(trx: Kysely<DatabaseSchema>, plans: PlannedWrite[]): Promise<void> {
  const ids = [...new Set(plans.flatMap((plan) => plan.fileIds))];
  if (ids.length)
    await trx
      .updateTable('files')
      .set({ attached_at: sql<Date>`now()` })
      .where('id', 'in', ids)
      .where('attached_at', 'is', null)
      .execute();
}

/**
 * Inserts planned rows (formWritePlan) with as few statements as their column sets allow, one multi-row
 * INSERT per set, and returns the new rows' keys. A database refusal is thrown as it is: which row of the
 * statement it was is not known, so a caller that must name it saves the rows one by one.
 */
export async function formInsertPlanned(
  trx: Kysely<DatabaseSchema>,
  form: RuntimeForm,
  source: FormSource,
  plans: PlannedWrite[],
): Promise<string[]> {
  const groups = new Map<string, Map<string, RawBuilder<unknown>>[]>();
  for (const { targets } of plans) {
    const columns = [...targets.keys()].join('\u0000');
    groups.set(columns, [...(groups.get(columns) ?? []), targets]);
  }
  const keys: string[] = [];
  for (const rows of groups.values()) keys.push(...(await insertRows(trx, source, form.row.row_key, rows)));
  await markFilesAttached(trx, plans);
  return keys;
}

/** One INSERT of rows with the same columns (DEFAULT VALUES for rows without any). */
async function insertRows(
  trx: Kysely<DatabaseSchema>,
  source: FormSource,
  rowKey: string,
  rows: Map<string, RawBuilder<unknown>>[],
): Promise<string[]> {
  const table = sql.id(source.schema, source.table);
  const names = [...rows[0]!.keys()].map((name) => sql.id(name));
  const key = sql.id(rowKey);
  if (!names.length) {
    const keys: string[] = [];
    for (const _row of rows)
      keys.push((await sql<{ k: string }>`INSERT INTO ${table} DEFAULT VALUES RETURNING ${key}::text AS k`.execute(trx)).rows[0]!.k);
    return keys;
  }
  const tuples = rows.map((targets) => sql`(${sql.join([...targets.values()])})`);
  const { rows: inserted } = await sql<{
    k: string;
  }>`INSERT INTO ${table} (${sql.join(names)}) VALUES ${sql.join(tuples)} RETURNING ${key}::text AS k`.execute(trx);
  return inserted.map((row) => row.k);
}

/**
 * File and image values the request sent become the stored files they name, in order, each once; an id the
 * `files` table lacks, or one the saver may neither read nor find already in the record, is dropped. A list that is not made of `{ id: string }` items is left for validation
 * to refuse.
 */
async function replaceFileLists(
  db: Kysely<DatabaseSchema>,
  fields: FormElementMeta[],
  values: Record<string, unknown>,
  input: Pick<FormSaveInput, 'anonymous' | 'reader' | 'form'>,
  current: FormRecord | null,
): Promise<void> {
  const idOf = (item: unknown) => (typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined);
  const lists = fields.filter((field) => {
    const value = values[field.dataField!];
    return (
      (field.type === 'file' || field.type === 'image') && Array.isArray(value) && value.every((item) => typeof idOf(item) === 'string')
    );
  });
  if (!lists.length) return;
  const named = lists.flatMap((field) => (values[field.dataField!] as unknown[]).map((item) => idOf(item) as string));
  const known = await formFileValues(db, named, { publicOnly: input.anonymous });
  if (input.reader) {
    const held = new Set(heldFileIds(input.form.fields, current));
    const readable = await readableFiles(
      db,
      input.reader,
      [...known.keys()].filter((id) => !held.has(id)),
    );
    for (const id of [...known.keys()]) if (!held.has(id) && !readable.has(id)) known.delete(id);
  }
  for (const field of lists) {
    const files = new Map<string, RemoteFile>();
    for (const item of values[field.dataField!] as unknown[]) {
      const file = known.get(idOf(item) as string);
      if (file && !files.has(file.id)) files.set(file.id, file);
    }
    values[field.dataField!] = [...files.values()];
  }
}

/** The ids of the files a stored record's file and image fields hold. */
function heldFileIds(fields: FormElementMeta[], record: FormRecord | null): string[] {
  if (!record) return [];
  return fields
    .filter((field) => field.type === 'file' || field.type === 'image')
    .flatMap((field) => {
      const files = record.values[field.dataField!];
      return Array.isArray(files) ? files.map((file: unknown) => (file as { id?: unknown } | null)?.id) : [];
    })
    .filter((id): id is string => typeof id === 'string');
}

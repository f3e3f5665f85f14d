import { sql, type Kysely } from 'kysely';
import { recordChangeAuthor } from '../history/recordChangeAuthor';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { formKeyMatch } from './formKeyMatch';
import type { FormSource } from './formSource';
import type { RuntimeForm } from './runtimeForm';

export interface FormDeleteInput {
  form: RuntimeForm;
  source: FormSource;
  id: string;
  /** When given, the record must still be at this version. */
  version?: number;
  /** Remove the row even where the form soft-deletes (the route checks can_hard_delete). */
  hard: boolean;
  /** Who deletes, for the configuration history. */
  userId?: number;
}

/** 'builtIn': the row is a built-in platform record (is_built_in true); 'inUse': other rows still reference it. */
export type FormDeleteResult = 'deleted' | 'missing' | 'stale' | 'builtIn' | 'inUse';

/**
 * Deletes one record in one transaction: soft (the form's soft_delete_column set to now(), the version
 * bumped) unless `hard` or the form has none, else the row goes. The row is locked and checked first: gone
 * or already soft-deleted (for a soft delete) is 'missing', another version 'stale', a row flagged
 * is_built_in (a built-in form or table of the platform) is never deleted through a form, whichever form it is.
 *
 * @example
 * await formDeleteRecord(db, { form, source, id: '42', version: 3, hard: false }); // 'deleted'
 */
export async function formDeleteRecord(db: Kysely<DatabaseSchema>, input: FormDeleteInput): Promise<FormDeleteResult> {
  const { form, source, id, version, hard } = input;
  const { row_key: rowKey, version_column: versionColumn } = form.row;
  const softDelete = hard ? null : form.row.soft_delete_column;
  const match = formKeyMatch(sql.id(rowKey), source.columns.get(rowKey)!, id);
  if (!match) return 'missing';
  const table = sql.id(source.schema, source.table);
  const live = softDelete ? sql`${match} AND ${sql.id(softDelete)} IS NULL` : match;
  try {
    return await db.transaction().execute(async (trx): Promise<FormDeleteResult> => {
      if (input.userId) await recordChangeAuthor(trx, input.userId);
      const checks = [
        sql`1 AS found`,
        ...(versionColumn ? [sql`${sql.id(versionColumn)} AS version`] : []),
        ...(source.columns.get('is_built_in')?.dataType === 'boolean' ? [sql`is_built_in`] : []),
      ];
      const { rows } = await sql<{
        version?: number;
        is_built_in?: boolean;
      }>`SELECT ${sql.join(checks)} FROM ${table} WHERE ${live} FOR UPDATE`.execute(trx);
      const [row] = rows;
      if (!row) return 'missing';
      if (row.is_built_in === true) return 'builtIn';
      if (version !== undefined && versionColumn && Number(row.version) !== version) return 'stale';
      if (softDelete) {
        const sets = [
          sql`${sql.id(softDelete)} = now()`,
          ...(versionColumn ? [sql`${sql.id(versionColumn)} = ${sql.id(versionColumn)} + 1`] : []),
        ];
        await sql`UPDATE ${table} SET ${sql.join(sets)} WHERE ${live}`.execute(trx);
      } else {
        await sql`DELETE FROM ${table} WHERE ${match}`.execute(trx);
      }
      return 'deleted';
    });
  } catch (error) {
    // A foreign key still pointing at the row (23503): the record is in use, not broken.
    if ((error as { code?: unknown } | null)?.code === '23503') return 'inUse';
    throw error;
  }
}

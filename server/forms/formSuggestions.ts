import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { FormSource } from './formSource';
import type { RuntimeForm } from './runtimeForm';

/** docs/behaviour.md §11 suggestions: a short list under a text control. */
const SUGGESTION_LIMIT = 10;

/**
 * Suggestions for a text control (docs/behaviour.md §11 `GET {suggestionsUrl}?text=`): up to 10 distinct non-empty
 * values of the field's column in the form's source table that contain `text` (case-insensitive), in
 * order; soft-deleted records do not count. Null when no field element of the form on `dataField` has a
 * suggestionsUrl: only what an administrator offered as suggestions can be listed this way.
 *
 * @example
 * await formSuggestions(db, form, source, 'applicant', 'али'); // ['Алиев Вали', 'Валиев Али']
 */
export async function formSuggestions(
  db: Kysely<DatabaseSchema>,
  form: RuntimeForm,
  source: FormSource,
  dataField: string,
  text: string,
): Promise<string[] | null> {
  if (!form.fields.some((field) => field.dataField === dataField && field.suggestionsUrl?.trim())) return null;
  const column = sql`${sql.id('src', dataField)}::text`;
  const conditions = [sql`${column} <> ''`, sql`strpos(lower(${column}), lower(${text})) > 0`];
  if (form.row.soft_delete_column) conditions.push(sql`${sql.id('src', form.row.soft_delete_column)} IS NULL`);
  const { rows } = await sql<{ value: string }>`
    SELECT DISTINCT ${column} AS value FROM ${sql.id(source.schema, source.table)} AS src
    WHERE ${sql.join(conditions, sql` AND `)} ORDER BY value LIMIT ${SUGGESTION_LIMIT}`.execute(db);
  return rows.map((row) => row.value);
}

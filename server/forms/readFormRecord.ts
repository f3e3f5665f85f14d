import { sql, type Kysely } from 'kysely';
import type { FormRecord } from '../../src/core/api/formContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { queryLosslessNumber } from '../tables/queryLosslessNumber';
import { formKeyMatch } from './formKeyMatch';
import { formReadValue } from './formReadValue';
import type { FormSource } from './formSource';
import type { RuntimeForm } from './runtimeForm';

/** Types a double cannot always hold: read as text too, and a number only where that is exact. */
const EXACT_TYPES = new Set(['numeric', 'bigint']);

/**
 * One record as the form edits it, or null when there is none (or it is soft-deleted). Selects only the
 * row key, the version column and the columns the form's field elements name, by quoted identifier; the id
 * is a bound parameter typed for the key (formKeyMatch). PostgreSQL writes the row as JSON, so both drivers
 * answer alike; `lock` takes the row for the rest of the caller's transaction (FOR UPDATE).
 *
 * @example
 * const record = await readFormRecord(db, form, source, '42'); // { id: 42, values: { applicant: 'Алиев' }, version: 3 }
 */
export async function readFormRecord(
  executor: Kysely<DatabaseSchema>,
  form: RuntimeForm,
  source: FormSource,
  id: string,
  options: { lock?: boolean } = {},
): Promise<FormRecord | null> {
  const { row_key: rowKey, version_column: versionColumn, soft_delete_column: softDelete } = form.row;
  const match = formKeyMatch(sql.id('src', rowKey), source.columns.get(rowKey)!, id);
  if (!match) return null;
  // Password columns are written (hashed) but never read back, not even into the server's own copy.
  const secret = new Set(form.fields.filter((field) => field.type === 'password').map((field) => field.dataField!));
  const fields = form.fields.map((field) => field.dataField!).filter((name) => !secret.has(name));
  const names = [...new Set([rowKey, ...(versionColumn ? [versionColumn] : []), ...fields])];
  const exact = names.filter((name) => EXACT_TYPES.has(source.columns.get(name)!.dataType));
  const where = softDelete ? sql`${match} AND ${sql.id('src', softDelete)} IS NULL` : match;
  const { rows } = await sql<Record<string, unknown>>`
    SELECT row_to_json(r) AS r ${sql.join(
      exact.map((name, index) => sql`, ${sql.id('r', name)}::text AS ${sql.id(`x${index}`)}`),
      sql``,
    )}
    FROM (SELECT ${sql.join(names.map((name) => sql.id('src', name)))} FROM ${sql.id(source.schema, source.table)} AS src
      WHERE ${where} LIMIT 1 ${options.lock ? sql`FOR UPDATE` : sql``}) AS r`.execute(executor);
  const [found] = rows;
  if (!found) return null;
  const record = { ...(found.r as Record<string, unknown>) };
  exact.forEach((name, index) => {
    const text = found[`x${index}`];
    if (typeof text === 'string') record[name] = queryLosslessNumber(text);
  });
  const values: Record<string, unknown> = {};
  for (const field of form.fields) {
    const name = field.dataField!;
    values[name] = secret.has(name) ? null : formReadValue(field, record[name], source.columns.get(name)!);
  }
  const version = versionColumn ? record[versionColumn] : null;
  return {
    id: record[rowKey] as string | number,
    values,
    version: typeof version === 'number' ? version : version == null ? null : Number(version),
  };
}

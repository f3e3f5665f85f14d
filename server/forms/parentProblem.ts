import { sql, type Kysely } from 'kysely';
import type { FieldError } from '../../src/core/api/formContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { TableWrite } from './TableWriteRule';

/** A tree of configuration rows: its table, the column naming the form or table a row belongs to, its messages. */
export interface ParentTree {
  table: 'form_elements' | 'table_columns';
  owner: 'form_id' | 'table_id';
  unknown: string;
  cycle: string;
}

/**
 * Why a form element's or a column's new parent cannot be saved: it is not a row of the same form or table
 * (a parent elsewhere would hide the row: the tree is built per form or table), or it is the row itself or one
 * of its own descendants (the branch would hang from nothing and vanish). Null when the parent is fine, empty
 * or not written.
 *
 * @example
 * await parentProblem(trx, { table: 'form_elements', owner: 'form_id', ... }, write); // { message: 'Элемент ўзининг ...' }
 */
export async function parentProblem(
  trx: Kysely<DatabaseSchema>,
  tree: ParentTree,
  { values, written, before, id }: Pick<TableWrite, 'values' | 'written' | 'before' | 'id'>,
): Promise<FieldError | null> {
  const value = values.parent_id;
  if (!written.has('parent_id') || value === null || value === undefined || value === '') return null;
  const parent = Number(value);
  const owner = Number(written.has(tree.owner) ? values[tree.owner] : before?.[tree.owner]);
  // The new parent and its ancestors, nearest first: missing or of another owner means no such parent here; this
  // row among them means a cycle. UNION (not ALL) ends the walk on a cycle already in the data.
  const { rows } = await sql<{ id: number; owner: number }>`
    WITH RECURSIVE up(id, parent_id, owner) AS (
      SELECT id, parent_id, ${sql.ref(tree.owner)} FROM ${sql.table(tree.table)} WHERE id = ${Number.isSafeInteger(parent) ? parent : -1}
      UNION SELECT r.id, r.parent_id, r.${sql.ref(tree.owner)} FROM ${sql.table(tree.table)} r JOIN up ON r.id = up.parent_id
    ) SELECT id, owner FROM up`.execute(trx);
  const first = rows.find((row) => row.id === parent);
  if (!first || Number(first.owner) !== owner) return { message: tree.unknown };
  if (id !== undefined && rows.some((row) => row.id === Number(id))) return { message: tree.cycle };
  return null;
}

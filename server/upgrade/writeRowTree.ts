import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { checkRowTree, RowTreeProblem } from './checkRowTree';
import { columnTypes } from './columnTypes';
import { findRoot } from './readRowTree';
import type { RowNode, RowTree, RowTreeChild, RowTreeSpec } from './RowTree';

type Types = Map<string, Map<string, string>>;

/**
 * Makes the record named `key` be `tree`: its own row updated in place (so its id, and every link to it,
 * stays; its record version goes up, so an editor open on the old one gets a conflict) or inserted, and its
 * child rows replaced. A tree checkRowTree refuses throws RowTreeProblem before anything is written.
 *
 * @example
 * await writeRowTree(trx, FORM_TREE, 'appeals', tree);
 */
export async function writeRowTree(trx: Transaction<DatabaseSchema>, spec: RowTreeSpec, key: string, tree: RowTree): Promise<void> {
  const types = await columnTypes(trx, [spec.table, ...spec.children.map((child) => child.table)]);
  const problem = checkRowTree(spec, tree, types);
  if (problem) throw new RowTreeProblem(spec.table, key, problem);
  const row = { ...tree.row, [spec.key]: key };
  const existing = await findRoot(trx, spec, key);
  let rootId: number;
  if (existing) {
    rootId = existing.id as number;
    const sets = Object.entries(row).map(([column, value]) => sql`${sql.ref(column)} = ${columnValue(types, spec.table, column, value)}`);
    if (types.get(spec.table)?.has('version')) sets.push(sql`version = version + 1`);
    await sql`UPDATE ${sql.table(spec.table)} SET ${sql.join(sets)} WHERE id = ${rootId}`.execute(trx);
    for (const child of spec.children)
      await sql`DELETE FROM ${sql.table(child.table)} WHERE ${sql.ref(child.link)} = ${rootId}`.execute(trx);
  } else {
    rootId = await insertRow(trx, types, spec.table, row);
  }
  for (const child of spec.children) await insertNodes(trx, types, child, rootId, null, tree.children[child.table] ?? []);
}

async function insertNodes(
  trx: Transaction<DatabaseSchema>,
  types: Types,
  child: RowTreeChild,
  rootId: number,
  parentId: number | null,
  nodes: RowNode[],
): Promise<void> {
  for (const node of nodes) {
    const links: Record<string, unknown> = { [child.link]: rootId };
    // A recursive child's link is its parent column: the top rows hang from the record, the others from their row.
    if (child.parent) links[child.parent] = child.recursive ? (parentId ?? rootId) : parentId;
    const id = await insertRow(trx, types, child.table, { ...node.row, ...links });
    if (node.children?.length) await insertNodes(trx, types, child, rootId, id, node.children);
  }
}

async function insertRow(trx: Transaction<DatabaseSchema>, types: Types, table: string, row: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(row);
  const values = columns.map((column) => columnValue(types, table, column, row[column]));
  const { rows } = await sql<{ id: number }>`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
    VALUES (${sql.join(values)}) RETURNING id`.execute(trx);
  return rows[0].id;
}

/** JSON columns take JSON text (pg would make a JS array a PostgreSQL array literal); the rest their value. */
function columnValue(types: Types, table: string, column: string, value: unknown): RawBuilder<unknown> {
  const type = types.get(table)?.get(column);
  if ((type === 'jsonb' || type === 'json') && value !== null && value !== undefined) return sql`${JSON.stringify(value)}::jsonb`;
  return sql`${value ?? null}`;
}

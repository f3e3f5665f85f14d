import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { DATABASE_OWN_COLUMNS, type RowNode, type RowTree, type RowTreeChild, type RowTreeSpec } from './RowTree';

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
type Row = Record<string, unknown>;

/**
 * Reads the record named `key` as a RowTree, or undefined when there is none. Dates become ISO texts so the
 * tree is plain JSON, hashed and exported alike.
 *
 * @example
 * const tree = await readRowTree(db, FORM_TREE, 'appeals');
 */
export async function readRowTree(db: Executor, spec: RowTreeSpec, key: string): Promise<RowTree | undefined> {
  const root = await findRoot(db, spec, key);
  if (!root) return undefined;
  const children: Record<string, RowNode[]> = {};
  for (const child of spec.children) children[child.table] = await readChildren(db, child, root.id as number);
  return { row: plain(root, [...DATABASE_OWN_COLUMNS, ...spec.omit]), children };
}

/** The record's own row (the first by id if an administrator gave two top-level menu items one name). */
export async function findRoot(db: Executor, spec: RowTreeSpec, key: string): Promise<Row | undefined> {
  const topLevel = spec.topLevelColumn ? sql`AND ${sql.ref(spec.topLevelColumn)} IS NULL` : sql``;
  const { rows } =
    await sql<Row>`SELECT * FROM ${sql.table(spec.table)} WHERE ${sql.ref(spec.key)} = ${key} ${topLevel} ORDER BY id LIMIT 1`.execute(db);
  return rows[0];
}

async function readChildren(db: Executor, child: RowTreeChild, rootId: number): Promise<RowNode[]> {
  const order = sql.join([...child.order, 'id'].map((column) => sql.ref(column)));
  const table = sql.table(child.table);
  const { rows } = child.recursive
    ? await sql<Row>`WITH RECURSIVE under AS (
        SELECT * FROM ${table} WHERE ${sql.ref(child.link)} = ${rootId}
        UNION ALL SELECT t.* FROM ${table} t JOIN under ON t.${sql.ref(child.parent!)} = under.id
      ) SELECT * FROM under ORDER BY ${order}`.execute(db)
    : await sql<Row>`SELECT * FROM ${table} WHERE ${sql.ref(child.link)} = ${rootId} ORDER BY ${order}`.execute(db);
  const omit = [...DATABASE_OWN_COLUMNS, child.link, ...(child.parent ? [child.parent] : [])];
  const nodes = new Map(rows.map((row) => [row.id, { row: plain(row, omit) } as RowNode]));
  const top: RowNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = child.parent ? nodes.get(row[child.parent]) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else top.push(node);
  }
  return top;
}

function plain(row: Row, omit: readonly string[]): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (omit.includes(column)) continue;
    out[column] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

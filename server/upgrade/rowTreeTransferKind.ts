import { sql } from 'kysely';
import { checkRowTree } from './checkRowTree';
import { columnTypes } from './columnTypes';
import { contentHash } from './contentHash';
import { readRowTree } from './readRowTree';
import type { RowTree, RowTreeSpec } from './RowTree';
import type { TransferKind } from './TransferKind';
import { writeRowTree } from './writeRowTree';

/**
 * A TransferKind for records kept as row trees (menus, tables, forms, pages): exported whole, compared by
 * their content's hash, and written over the record of the same name (its id kept) or as a new one.
 *
 * @example
 * const forms = rowTreeTransferKind('forms', 'Формалар', FORM_TREE, 'title');
 */
export function rowTreeTransferKind(kind: string, title: string, spec: RowTreeSpec, titleColumn: string): TransferKind {
  return {
    kind,
    title,
    async list(db) {
      const topLevel = spec.topLevelColumn ? sql`WHERE ${sql.ref(spec.topLevelColumn)} IS NULL` : sql``;
      const { rows } = await sql<{ key: string; title: string | null }>`
        SELECT DISTINCT ON (${sql.ref(spec.key)}) ${sql.ref(spec.key)} AS key, ${sql.ref(titleColumn)} AS title
        FROM ${sql.table(spec.table)} ${topLevel} ORDER BY ${sql.ref(spec.key)}, id`.execute(db);
      return rows.map((row) => ({ key: row.key, title: row.title ?? row.key }));
    },
    read: (db, key) => readRowTree(db, spec, key),
    async check(db, _key, content) {
      return checkRowTree(spec, content, await columnTypes(db, [spec.table, ...spec.children.map((child) => child.table)]));
    },
    async compare(db, key, content) {
      const current = await readRowTree(db, spec, key);
      if (!current) return 'create';
      const incoming = content as RowTree;
      return contentHash(current) === contentHash({ ...incoming, row: { ...incoming.row, [spec.key]: key } }) ? 'same' : 'change';
    },
    write: (trx, key, content) => writeRowTree(trx, spec, key, content as RowTree),
    titleOf(key, content) {
      const value = (content as RowTree | null)?.row?.[titleColumn];
      return typeof value === 'string' && value ? value : key;
    },
  };
}

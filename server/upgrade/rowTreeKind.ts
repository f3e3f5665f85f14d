import { sql, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { BuiltInItem, VersionedKind } from './BuiltInItem';
import { readRowTree } from './readRowTree';
import type { RowTree, RowTreeSpec } from './RowTree';
import { writeRowTree } from './writeRowTree';

/** A name no administrator gives a record: the release's content is written under it and read back. */
const PROBE_NAME = '\u0001platon-release-probe';

/**
 * A VersionedKind for records kept as row trees (forms, tables). The release's content of an item is what the
 * seed's own insert writes, read back: the item is inserted under a probe name inside a savepoint that is
 * then rolled back, so the comparison sees exactly what a fresh database would hold, column defaults included.
 *
 * @example
 * const forms = rowTreeKind('form', FORM_TREE, (trx, seed) => insertFormSeed(trx, seed as FormSeed));
 */
export function rowTreeKind(
  kind: string,
  spec: RowTreeSpec,
  insertSeed: (trx: Transaction<DatabaseSchema>, seed: unknown) => Promise<unknown>,
): VersionedKind {
  return {
    kind,
    async releaseContent(trx, item: BuiltInItem) {
      await sql`SAVEPOINT platon_release_probe`.execute(trx);
      try {
        await insertSeed(trx, { ...(item.source as object), name: PROBE_NAME });
        const tree = (await readRowTree(trx, spec, PROBE_NAME))!;
        return { ...tree, row: { ...tree.row, [spec.key]: item.key } } satisfies RowTree;
      } finally {
        await sql`ROLLBACK TO SAVEPOINT platon_release_probe`.execute(trx);
      }
    },
    async readAll(trx, keys) {
      const contents = new Map<string, unknown>();
      for (const key of keys) {
        const tree = await readRowTree(trx, spec, key);
        if (tree) contents.set(key, tree);
      }
      return contents;
    },
    write: (trx, key, content) => writeRowTree(trx, spec, key, content as RowTree),
  };
}

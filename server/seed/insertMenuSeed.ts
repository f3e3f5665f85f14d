import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { demoMenuRow } from './demoMenuRow';
import type { MenuSeed } from './demoMenus';

/**
 * Writes one menu item and everything under it, as the seeds and the upgrade of built-in menus
 * (server/upgrade/versionedKinds.ts) both do, so a release's menu compares equal to a freshly seeded one.
 * Children belong to their parent's project unless they name one, and are numbered (i + 1) × the item's
 * sortStep (10 when absent).
 *
 * @example
 * const id = await insertMenuSeed(trx, SYSTEM_MENU, null, 'platon', 7);
 */
export async function insertMenuSeed(
  trx: Transaction<DatabaseSchema>,
  item: MenuSeed,
  parentId: number | null,
  parentProject: string,
  sortOrder: number,
): Promise<number> {
  const projectId = item.projectId ?? parentProject;
  const { id } = await trx
    .insertInto('menus')
    .values(demoMenuRow(item, parentId, projectId, sortOrder))
    .returning('id')
    .executeTakeFirstOrThrow();
  const step = item.sortStep ?? 10;
  for (const [index, child] of (item.children ?? []).entries()) await insertMenuSeed(trx, child, id, projectId, (index + 1) * step);
  return id;
}

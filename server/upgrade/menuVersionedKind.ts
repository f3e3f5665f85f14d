import { sql } from 'kysely';
import type { MenuSeed } from '../seed/demoMenus';
import { insertMenuSeed } from '../seed/insertMenuSeed';
import type { VersionedKind } from './BuiltInItem';
import { findRoot } from './readRowTree';
import { rowTreeKind } from './rowTreeKind';
import { BUILT_IN_MENU_TREE } from './rowTreeSpecs';

/** A built-in top-level menu as BuiltInItem.source holds it: the seed and the project its items belong to. */
export type BuiltInMenuSource = MenuSeed & { projectId: string };

const tree = rowTreeKind('menu', BUILT_IN_MENU_TREE, (trx, seed) =>
  insertMenuSeed(trx, seed as BuiltInMenuSource, null, (seed as BuiltInMenuSource).projectId, 0),
);

/**
 * Built-in top-level menus (the system menu, the demo's sidebar) with everything under them. A menu the
 * release brings back or adds goes after the other top-level items rather than first.
 *
 * @example
 * VERSIONED_KINDS.get('menu');
 */
export const MENU_VERSIONED_KIND: VersionedKind = {
  ...tree,
  async write(trx, key, content) {
    const existed = (await findRoot(trx, BUILT_IN_MENU_TREE, key)) !== undefined;
    await tree.write(trx, key, content);
    if (existed) return;
    const row = (await findRoot(trx, BUILT_IN_MENU_TREE, key))!;
    await sql`UPDATE menus SET sort_order = (SELECT coalesce(max(sort_order), 0) + 1 FROM menus WHERE parent_id IS NULL AND id <> ${row.id})
      WHERE id = ${row.id}`.execute(trx);
  },
};

import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { DEMO_MENUS, type MenuSeed } from './demoMenus';

/** Its own marker: the additions arrive once; afterwards an administrator's deletions stay deleted. */
const MARKER = 'platon.demoMenuFormsSeededAt';
/** Arbitrary constant next to the other seeds' (72_310_001..005): serialises concurrent starts. */
const SEED_LOCK = 72_310_006;

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/**
 * Brings a demo sidebar seeded by an earlier release up to DEMO_MENUS: every linked leaf of a group (the
 * configuration collections' tables under "Конфигурация", the kitchen sink under "Мурожаатлар") that no
 * menu item links to yet is appended to that group, in the group's project. A group is found through a
 * child it already has, or by its name; a group the administrator deleted gets nothing. On a fresh
 * database the demo sidebar is already complete and this adds nothing. Runs after the demo sidebar.
 *
 * @example
 * await seedDemoMenuAdditions(db);
 */
export async function seedDemoMenuAdditions(db: Kysely<DatabaseSchema>): Promise<void> {
  if (await isSeeded(db)) return;
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await isSeeded(trx)) return;
    const menus = await trx.selectFrom('menus').select(['id', 'parent_id', 'name', 'link', 'project_id', 'sort_order']).execute();
    const linked = new Set(menus.map((menu) => menu.link).filter(Boolean));
    for (const group of groups(DEMO_MENUS)) {
      const missing = group.children!.filter((child) => child.link && !child.children && !linked.has(child.link));
      if (!missing.length) continue;
      const childLinks = new Set(group.children!.map((child) => child.link).filter(Boolean));
      const parentId = menus.find((menu) => menu.link && childLinks.has(menu.link))?.parent_id
        ?? menus.find((menu) => menu.name === group.name && !menu.link)?.id;
      const parent = menus.find((menu) => menu.id === parentId);
      if (!parent) continue;
      let order = Math.max(0, ...menus.filter((menu) => menu.parent_id === parent.id).map((menu) => menu.sort_order));
      for (const item of missing) {
        order += 10;
        await trx
          .insertInto('menus')
          .values({
            parent_id: parent.id,
            project_id: item.projectId ?? parent.project_id,
            datasource: item.datasource ?? null,
            name: item.name,
            link: item.link ?? null,
            css_class: item.cssClass ?? null,
            css_style: null,
            badge: item.badge ?? null,
            badge_type: item.badgeType ?? null,
            has_divider_before: item.hasDividerBefore ?? false,
            is_homepage: false,
            is_track_menu: item.isTrackMenu ?? false,
            sort_order: order,
            permission: item.permission ?? null,
          })
          .execute();
      }
    }
    await trx.insertInto('project_settings').values({ key: MARKER, value: JSON.stringify(new Date().toISOString()) }).execute();
  });
}

/** Every seed item with children, at any depth. */
function groups(items: MenuSeed[]): MenuSeed[] {
  return items.flatMap((item) => (item.children ? [item, ...groups(item.children)] : []));
}

async function isSeeded(db: Executor): Promise<boolean> {
  return (await db.selectFrom('project_settings').select('key').where('key', '=', MARKER).executeTakeFirst()) !== undefined;
}

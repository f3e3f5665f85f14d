import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { demoMenuRow } from './demoMenuRow';
import { DEMO_MENUS, type MenuSeed } from './demoMenus';

/** The demo sidebar release a database was brought up to (the `addedIn` of MenuSeed). */
const RELEASE_KEY = 'platon.demoMenuRelease';
/** The one-off marker of the first additions: a database that has it is at release 1. */
const FIRST_RELEASE_MARKER = 'platon.demoMenuFormsSeededAt';
/** Arbitrary constant next to the other seeds' (72_310_001..005): serialises concurrent starts. */
const SEED_LOCK = 72_310_006;

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
type MenuRow = { id: number; parent_id: number | null; name: string; link: string | null; project_id: string; sort_order: number };

const releaseOf = (item: MenuSeed): number => item.addedIn ?? 1;
const latestRelease = (items: MenuSeed[]): number =>
  Math.max(1, ...items.map((item) => Math.max(releaseOf(item), latestRelease(item.children ?? []))));

/**
 * Brings a demo sidebar seeded by an earlier release up to DEMO_MENUS, once per release: every linked item
 * newer than the database's release that no menu item links to yet is added to its group, in the group's
 * project, and a group newer than that release is created where DEMO_MENUS places it. Older groups are found
 * through a child they already have, or by name; one the administrator deleted gets nothing, and nothing
 * offered once comes back after an administrator removed it. A fresh database is complete already and gets
 * only the release number. Runs after the demo sidebar.
 *
 * @example
 * await seedDemoMenuAdditions(db);
 */
export async function seedDemoMenuAdditions(db: Kysely<DatabaseSchema>): Promise<void> {
  const latest = latestRelease(DEMO_MENUS);
  if ((await storedRelease(db)) >= latest) return;
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const release = await storedRelease(trx);
    if (release >= latest) return;
    const menus: MenuRow[] = await trx
      .selectFrom('menus')
      .select(['id', 'parent_id', 'name', 'link', 'project_id', 'sort_order'])
      .execute();
    await addMissing(trx, DEMO_MENUS, null, release, menus);
    const value = JSON.stringify(latest);
    await trx
      .insertInto('project_settings')
      .values({ key: RELEASE_KEY, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  });
}

/** Adds the items of `items` (siblings under `parent`, null for the top) newer than `release`, recursively. */
async function addMissing(
  trx: Transaction<DatabaseSchema>,
  items: MenuSeed[],
  parent: MenuRow | null,
  release: number,
  menus: MenuRow[],
): Promise<void> {
  const siblings = () => menus.filter((menu) => menu.parent_id === (parent?.id ?? null));
  for (const [index, item] of items.entries()) {
    const isNew = releaseOf(item) > release;
    if (!item.children) {
      if (!isNew || !item.link || menus.some((menu) => menu.link === item.link)) continue;
      await insert(trx, item, parent, after(items, index, siblings()), menus);
      continue;
    }
    let group = findGroup(item, parent, menus);
    // Only a group a later release brought is created: the first release's groups exist unless deleted.
    if (!group && item.addedIn !== undefined && isNew) group = await insert(trx, item, parent, after(items, index, siblings()), menus);
    if (group) await addMissing(trx, item.children, group, release, menus);
  }
}

/** An older group: the parent of one of its linked children, or a link-less item of its name at that level. */
function findGroup(item: MenuSeed, parent: MenuRow | null, menus: MenuRow[]): MenuRow | undefined {
  const childLinks = new Set(item.children!.map((child) => child.link).filter(Boolean));
  const parentId = menus.find((menu) => menu.link && childLinks.has(menu.link))?.parent_id;
  return (
    menus.find((menu) => menu.id === parentId && parentId !== null) ??
    menus.find((menu) => menu.name === item.name && !menu.link && menu.parent_id === (parent?.id ?? null))
  );
}

/** The sort order just after the nearest earlier sibling of DEMO_MENUS that the database has (or first). */
function after(items: MenuSeed[], index: number, siblings: MenuRow[]): number {
  for (let i = index - 1; i >= 0; i--) {
    const earlier = items[i];
    const row = siblings.find((menu) => (earlier.link ? menu.link === earlier.link : !menu.link && menu.name === earlier.name));
    if (row) return row.sort_order + 1;
  }
  return Math.min(10, ...siblings.map((menu) => menu.sort_order)) - 1;
}

async function insert(
  trx: Transaction<DatabaseSchema>,
  item: MenuSeed,
  parent: MenuRow | null,
  sortOrder: number,
  menus: MenuRow[],
): Promise<MenuRow> {
  const projectId = item.projectId ?? parent?.project_id ?? 'appeals';
  const row = await trx
    .insertInto('menus')
    .values(demoMenuRow(item, parent?.id ?? null, projectId, sortOrder))
    .returning(['id', 'parent_id', 'name', 'link', 'project_id', 'sort_order'])
    .executeTakeFirstOrThrow();
  menus.push(row);
  return row;
}

async function storedRelease(db: Executor): Promise<number> {
  const rows = await db
    .selectFrom('project_settings')
    .select(['key', 'value'])
    .where('key', 'in', [RELEASE_KEY, FIRST_RELEASE_MARKER])
    .execute();
  const stored = rows.find((row) => row.key === RELEASE_KEY);
  if (stored) return Number(typeof stored.value === 'string' ? JSON.parse(stored.value) : stored.value) || 0;
  return rows.length ? 1 : 0;
}

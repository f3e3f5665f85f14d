import type { Kysely } from 'kysely';
import type { MenuItem } from '../../src/core/api/contract';
import type { TableFilterMeta } from '../../src/core/api/tableContract';
import { initialFilterValues, type AddressQuery } from '../../src/core/table/initialFilterValues';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { queryPlan } from '../tables/queryPlan';
import { QUERY_TIMEOUT_MS } from '../tables/queryTimeoutMs';
import { queryTotals } from '../tables/queryTotals';
import { runtimeAccess } from '../tables/runtimeAccess';
import { runtimeTableCache } from '../tables/runtimeTableCache';

/** How long one count serves every user who may read its table: a sidebar is not a report. */
export const MENU_BADGE_TTL_MS = 30_000;

const counts = new Map<string, { total: number; at: number }>();

/**
 * Live badges (docs/behaviour.md §2 menu item `datasource`): an item bound to a table shows how many rows that table has
 * under the filters its own link presets (`/tables/appeals?status_id=2` counts status 2), instead of its static
 * badge, which would contradict the table (issue 13). One count per badge, kept {@link MENU_BADGE_TTL_MS};
 * the user's read permission is checked on every call, before the cache, and an item whose table the user
 * may not read, or that cannot be counted, shows no badge. Changes the items in place.
 *
 * @example
 * await fillMenuBadgeCounts(db, tree, ['appeals.read'], log); // the 'Барча мурожаатлар' item: badge '100000'
 */
export async function fillMenuBadgeCounts(
  db: Kysely<DatabaseSchema>,
  items: MenuItem[],
  permissions: readonly string[],
  log: (message: string, detail: unknown) => void,
  now = Date.now(),
): Promise<void> {
  const bound: MenuItem[] = [];
  const walk = (list: MenuItem[]) => {
    for (const item of list) {
      if (item.datasource?.trim()) bound.push(item);
      walk(item.children);
    }
  };
  walk(items);
  await Promise.all(
    bound.map(async (item) => {
      try {
        item.badge = await liveCount(db, item.datasource!.trim(), item.link ?? '', permissions, now);
      } catch (failure) {
        log('menu badge count failed', { menu: item.id, datasource: item.datasource, failure: String(failure) });
        item.badge = null;
      }
    }),
  );
}

async function liveCount(
  db: Kysely<DatabaseSchema>,
  name: string,
  link: string,
  permissions: readonly string[],
  now: number,
): Promise<string | null> {
  const table = await runtimeTableCache.load(db, name, QUERY_TIMEOUT_MS);
  if (!table || runtimeAccess(table, permissions) !== 'allowed') return null;
  const metas = table.level(1).filters.map((filter) => ({ ...filter, level: 1, defaultValue: null }) as unknown as TableFilterMeta);
  const filters = initialFilterValues(metas, 1, linkQuery(link));
  const key = `${table.id}\u0000${JSON.stringify(filters)}`;
  const cached = counts.get(key);
  if (cached && now - cached.at < MENU_BADGE_TTL_MS) return String(cached.total);
  const plan = queryPlan(table, { level: 1, page: 1, size: null, sort: null, order: null, filters });
  const { total } = await queryTotals(db, table, { ...plan, level: { ...plan.level, leaves: [] } }, QUERY_TIMEOUT_MS, () => undefined);
  counts.set(key, { total, at: now });
  return String(total);
}

/** The query of a menu link ('/tables/appeals?status_id=2') as the table screen reads its address. */
function linkQuery(link: string): AddressQuery {
  const query: Record<string, string> = {};
  const at = link.indexOf('?');
  if (at === -1) return query;
  for (const [key, value] of new URLSearchParams(link.slice(at + 1))) if (!(key in query)) query[key] = value;
  return query;
}

import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { BUILT_IN_USER_FORMS } from './builtInFormsUsers';
import { BUILT_IN_USER_TABLES } from './builtInTablesUsers';

import type { MenuSeed } from './demoMenus';
import { insertFormSeed } from './insertFormSeed';
import { insertMenuSeed } from './insertMenuSeed';
import { insertTableSeed } from './insertTableSeed';
import { seedOnce } from './seedOnce';

const MARKER = 'platon.userAdminSeededAt';
/** Arbitrary constant next to the other seeds' (72_310_001..006): serialises concurrent first starts. */
const SEED_LOCK = 72_310_019;

/**
 * The system menu: what an administrator manages the platform's users, settings, sidebar ads and releases with,
 * in production as in the demo
 * (names are Uzbek Cyrillic translation keys, translated in userAdminTranslations).
 */
export const SYSTEM_MENU: MenuSeed = {
  name: 'Бошқарув',
  cssClass: 'fa-solid fa-user-shield',
  permission: 'platon.admin',
  projectId: 'platon',
  sortStep: 1,
  children: [
    { name: 'Фойдаланувчилар', link: '/tables/users', cssClass: 'fa-solid fa-users' },
    { name: 'Роллар', link: '/tables/roles', cssClass: 'fa-solid fa-user-tag' },
    { name: 'Ташкилотлар', link: '/tables/platon_organizations', cssClass: 'fa-solid fa-building' },
    { name: 'Ташкилот аъзолари', link: '/tables/organization_members', cssClass: 'fa-solid fa-people-group' },
    { name: 'Фойдаланувчи амаллари', link: '/tables/user_logs', cssClass: 'fa-solid fa-clock-rotate-left' },
    // The project's own settings and what an administrator runs the platform with, in production too.
    { name: 'Лойиҳа созламалари', link: '/forms/project_settings/1', cssClass: 'fa-solid fa-sliders' },
    { name: 'Реклама', link: '/tables/advertisements', cssClass: 'fa-solid fa-bullhorn' },
    { name: 'Янгилаш ва кўчириш', link: '/system/configuration', cssClass: 'fa-solid fa-right-left' },
  ],
};

/**
 * Once per database, in every mode (docs/users-and-roles.md): the tables and forms of users, roles,
 * organisations and memberships, and the system menu. A database of an earlier release had a users form
 * without a password and a users table without roles: both built-ins are replaced by today's. System menu
 * items whose link the sidebar has already (the demo's configuration menu) are not repeated.
 *
 * @example
 * await seedUserAdmin(db);
 */
export async function seedUserAdmin(db: Kysely<DatabaseSchema>): Promise<void> {
  await seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (trx) => {
    const names = BUILT_IN_USER_FORMS.map((form) => form.name);
    await trx.deleteFrom('forms').where('name', 'in', names).where('is_built_in', '=', true).execute();
    await trx
      .deleteFrom('tables')
      .where(
        'name',
        'in',
        BUILT_IN_USER_TABLES.map((table) => table.name),
      )
      .where('is_built_in', '=', true)
      .execute();
    for (const table of BUILT_IN_USER_TABLES) await insertTableSeed(trx, table);
    for (const form of BUILT_IN_USER_FORMS) await insertFormSeed(trx, form);
    await insertSystemMenu(trx);
  });
}

async function insertSystemMenu(trx: Transaction<DatabaseSchema>): Promise<void> {
  const links = new Set((await trx.selectFrom('menus').select('link').where('link', 'is not', null).execute()).map((row) => row.link));
  const children = SYSTEM_MENU.children!.filter((item) => !links.has(item.link!));
  if (!children.length) return;
  const { last } = await trx
    .selectFrom('menus')
    .select(sql<number>`coalesce(max(sort_order), 0)`.as('last'))
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  await insertMenuSeed(trx, { ...SYSTEM_MENU, children }, null, 'platon', Number(last) + 1);
}

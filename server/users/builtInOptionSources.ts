import type { Kysely } from 'kysely';
import type { TableFilterOption } from '../../src/core/api/tableContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { CONFIG_OPTION_SOURCES } from '../forms/configOptionSources';
import { offeredPermissions } from './offeredPermissions';

/**
 * Option lists of the platform's own collections that a select's `data_source` may name, besides the
 * tables of schema `app` (definitionOptions): the permissions to grant, the roles, organisations and users, and
 * the configuration's own menus, forms and tables (CONFIG_OPTION_SOURCES).
 * Each is read on demand; a form's answer keeps them as long as it keeps the rest (formAnswer).
 *
 * @example
 * await BUILT_IN_OPTION_SOURCES.get('platon_roles')!(db); // [{ id: 1, name: 'Операторлар' }]
 */
export const BUILT_IN_OPTION_SOURCES = new Map<string, (db: Kysely<DatabaseSchema>) => Promise<TableFilterOption[]>>([
  ['platon_permissions', (db) => offeredPermissions(db)],
  ['platon_roles', (db) => db.selectFrom('roles').select(['id', 'name']).orderBy('name').orderBy('id').execute()],
  [
    'platon_organizations',
    async (db) =>
      (await db.selectFrom('organizations').select(['id', 'name', 'tin']).orderBy('name').orderBy('id').execute()).map((org) => ({
        id: org.id,
        name: org.tin ? `${org.name} (${org.tin})` : org.name,
      })),
  ],
  [
    'platon_users',
    async (db) =>
      (await db.selectFrom('users').select(['id', 'username', 'full_name']).orderBy('username').execute()).map((user) => ({
        id: user.id,
        name: user.full_name ? `${user.username} — ${user.full_name}` : user.username,
      })),
  ],
  ...CONFIG_OPTION_SOURCES,
]);

import { EFFECTIVE_PERMISSIONS_SQL } from '../users/effectivePermissionsSql';
import { permissionTitlesSql } from '../users/permissionTitlesSql';
import { USER_LANGUAGE_SQL } from '../users/userLanguageSql';
import { builtInTableParts } from './builtInTableParts';
import type { TableSeed } from './TableSeed';

const { builtIn, id, text, flag, datetime, formLink, addButton } = builtInTableParts;

/**
 * The tables of users, roles, organisations and memberships (docs/users-and-roles.md), in the system menu.
 * The users table shows each user's roles and effective permissions (what the server checks; a permission with a
 * title by its title), their language (the project's default when they chose none), their last sign-in, and
 * links to their audit trail; it never selects a password hash or a code's secret.
 *
 * @example
 * BUILT_IN_USER_TABLES.map((t) => t.name); // ['users', 'roles', 'platon_organizations', 'organization_members']
 */
export const BUILT_IN_USER_TABLES: TableSeed[] = [
  builtIn({
    name: 'users',
    title: 'Фойдаланувчилар',
    sourceSql: `SELECT users.id, users.username, users.full_name, users.post_name, users.locale, users.is_active,
  users.must_change_password, users.otp_secret IS NOT NULL AS has_otp, users.last_sign_in_at, users.created_at,
  (SELECT string_agg(roles.name, ', ' ORDER BY roles.name) FROM roles WHERE users.role_ids @> to_jsonb(roles.id)) AS roles,
  ${permissionTitlesSql(EFFECTIVE_PERMISSIONS_SQL)} AS effective_permissions,
  ${USER_LANGUAGE_SQL} AS language,
  'Амаллар' AS audit
FROM users`,
    columns: [
      id,
      formLink(text('Логин', 'username', 160), 'users'),
      text('Ф.И.Ш.', 'full_name', 220),
      text('Лавозими', 'post_name', 160),
      // Titles and language names are Uzbek translation keys: the browser shows them in the reader's language.
      { ...text('Тил', 'language', 120), cellFormat: 'translate' },
      text('Роллар', 'roles', 180),
      { ...text('Амалдаги рухсатлар', 'effective_permissions', 260), cellFormat: 'translate' },
      flag('Фаол', 'is_active'),
      flag('Паролни алмаштириши керак', 'must_change_password'),
      flag('Бир марталик код', 'has_otp'),
      datetime('Охирги кириш', 'last_sign_in_at'),
      { ...text('Амаллар тарихи', 'audit', 130), cellFormat: 'translate', link: '/tables/user_logs?username={username}' },
    ],
    filters: [
      { type: 'input', dataField: 'username', label: 'Логин', width: 3 },
      { type: 'checkbox', dataField: 'is_active', label: 'Фаол', width: 2 },
    ],
    buttons: [
      addButton('users'),
      // The account's sign-in lock, one-time code and sessions (docs/users-and-roles.md).
      { label: 'Ҳисоб', link: '/system/users/{id}', placement: 'row', icon: 'fa-solid fa-user-lock' },
    ],
  }),
  builtIn({
    name: 'roles',
    title: 'Роллар',
    sourceSql: `SELECT roles.id, roles.name, roles.description,
  ${permissionTitlesSql('roles.permissions')} AS permissions,
  (SELECT count(*) FROM users WHERE users.role_ids @> to_jsonb(roles.id)) AS holders
FROM roles`,
    columns: [
      id,
      formLink(text('Номи', 'name', 200), 'roles'),
      text('Тавсиф', 'description', 240),
      { ...text('Рухсатлар', 'permissions', 320), cellFormat: 'translate' },
      { ...text('Фойдаланувчилар', 'holders', 130), dataAlign: 'right' },
    ],
    filters: [{ type: 'input', dataField: 'name', label: 'Номи', width: 4 }],
    buttons: [addButton('roles')],
  }),
  builtIn({
    // Not 'organizations': a project (the demo's) may have a table of its own by that name.
    name: 'platon_organizations',
    title: 'Ташкилотлар',
    sourceSql: `SELECT o.id, o.name, o.tin, o.is_active, parent.name AS parent_name,
  (SELECT count(*) FROM organization_members m WHERE m.organization_id = o.id) AS members
FROM organizations o LEFT JOIN organizations parent ON parent.id = o.parent_id`,
    columns: [
      id,
      formLink(text('Номи', 'name', 260), 'platon_organizations'),
      text('СТИР', 'tin', 120),
      text('Юқори ташкилот', 'parent_name', 220),
      { ...text('Аъзолар', 'members', 100), dataAlign: 'right', link: '/tables/organization_members?organization_name={name}' },
      flag('Фаол', 'is_active'),
    ],
    filters: [
      { type: 'input', dataField: 'name', label: 'Номи', width: 4 },
      { type: 'input', dataField: 'tin', label: 'СТИР', width: 3 },
    ],
    buttons: [addButton('platon_organizations')],
  }),
  builtIn({
    name: 'organization_members',
    title: 'Ташкилот аъзолари',
    sourceSql: `SELECT m.id, o.name AS organization_name, u.username, u.full_name, r.name AS role_name
FROM organization_members m JOIN organizations o ON o.id = m.organization_id JOIN users u ON u.id = m.user_id
LEFT JOIN roles r ON r.id = m.role_id`,
    columns: [
      id,
      formLink(text('Ташкилот', 'organization_name', 260), 'organization_members'),
      text('Логин', 'username', 160),
      text('Ф.И.Ш.', 'full_name', 220),
      text('Роли', 'role_name', 180),
    ],
    filters: [
      { type: 'input', dataField: 'organization_name', label: 'Ташкилот', width: 4 },
      { type: 'input', dataField: 'username', label: 'Логин', width: 3 },
    ],
    buttons: [addButton('organization_members')],
  }),
];

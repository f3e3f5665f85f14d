import { sql, type Kysely } from 'kysely';
import { adminPermission } from '../../src/core/session/permissions';
import { THEME_PERMISSION_PREFIXES } from '../../src/core/theme/themePermissionPrefixes';
import { THEMES } from '../../src/core/theme/themes';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/** One permission an administrator may grant, with what uses it (Uzbek Cyrillic, the ids stay as they are). */
export type OfferedPermission = { id: string; name: string };

/**
 * The permissions a role (or a user's direct grants) may hold: the administrator permission, every
 * permission the configuration asks for (menus, tables, forms, pages, table buttons, instructions), each
 * with the titles of what asks for it, and the theme permissions of docs/behaviour.md §2. Offered in the forms' selects
 * and the only ones a role may be given (checkRolePermissions), so nobody types a permission that nothing
 * reads.
 *
 * @example
 * (await offeredPermissions(db)).find((p) => p.id === 'platon.admin'); // { id: 'platon.admin', name: 'platon.admin — Администратор: ҳамма нарса' }
 */
export async function offeredPermissions(db: Kysely<DatabaseSchema>): Promise<OfferedPermission[]> {
  const { rows } = await sql<{ permission: string; kind: string; title: string }>`
    SELECT permission, 'Меню' AS kind, name AS title FROM menus WHERE permission IS NOT NULL AND permission <> ''
    UNION ALL SELECT permission, 'Жадвал', title FROM tables WHERE permission IS NOT NULL AND permission <> ''
    UNION ALL SELECT permission, 'Форма', title FROM forms WHERE permission IS NOT NULL AND permission <> ''
    UNION ALL SELECT permission, 'Саҳифа', coalesce(title, name) FROM platon_pages WHERE permission IS NOT NULL AND permission <> ''
    UNION ALL SELECT permission, 'Тугма', label FROM table_buttons WHERE permission IS NOT NULL AND permission <> ''
    UNION ALL SELECT permission, 'Йўриқнома', title FROM instructions WHERE permission IS NOT NULL AND permission <> ''
    ORDER BY 1, 2, 3`.execute(db);
  const admin = adminPermission();
  const uses = new Map<string, string[]>([[admin, ['Администратор: ҳамма нарса']]]);
  for (const row of rows) {
    const permission = row.permission.trim();
    if (!permission) continue;
    const list = uses.get(permission) ?? [];
    const use = `${row.kind}: ${row.title}`;
    if (!list.includes(use)) list.push(use);
    uses.set(permission, list);
  }
  const offered: OfferedPermission[] = [...uses].map(([id, list]) => ({ id, name: `${id} — ${summarize(list)}` }));
  offered.push(
    { id: THEME_PERMISSION_PREFIXES.pickerHidden, name: `${THEME_PERMISSION_PREFIXES.pickerHidden} — Мавзу танлагич кўринмайди` },
    {
      id: `${THEME_PERMISSION_PREFIXES.changeBlocked}.theme`,
      name: `${THEME_PERMISSION_PREFIXES.changeBlocked}.theme — Мавзуни ўзгартириб бўлмайди`,
    },
  );
  for (const theme of THEMES)
    for (const color of theme.colors) {
      const forced = `${THEME_PERMISSION_PREFIXES.active}${theme.key}.${color.key}`;
      const enabled = `${THEME_PERMISSION_PREFIXES.enabled}${theme.key}.${color.key}`;
      offered.push(
        { id: forced, name: `${forced} — Мавзу: ${theme.name}, ${color.name} (мажбурий)` },
        { id: enabled, name: `${enabled} — Мавзу: ${theme.name}, ${color.name} (рухсат)` },
      );
    }
  return offered;
}

/** At most three uses are named; the rest are counted. */
function summarize(list: readonly string[]): string {
  return list.length <= 3 ? list.join('; ') : `${list.slice(0, 3).join('; ')} (+${list.length - 3})`;
}

import { adminPermission } from '../../src/core/session/permissions';

/**
 * Permissions with a title of their own (Uzbek Cyrillic translation keys, userAdminTranslations). The rest are
 * names the configuration made up ('reports.view'): they are shown as they are written.
 */
export const PERMISSION_TITLES: Readonly<Record<string, string>> = {
  [adminPermission()]: 'Администратор',
};

/**
 * SQL that turns a jsonb array of permissions into a jsonb array of what a reader should see: the title of a
 * permission that has one, the permission itself otherwise; in their order, never null. Plain text without
 * parameters (the titles are constants without quotes), so a built-in table's SQL can hold it.
 *
 * @example
 * `SELECT ${permissionTitlesSql('roles.permissions')} AS permissions FROM roles`; // ["Администратор", "reports.view"]
 */
export function permissionTitlesSql(permissions: string): string {
  const cases = Object.entries(PERMISSION_TITLES)
    .map(([permission, title]) => `WHEN '${permission}' THEN '${title}'`)
    .join(' ');
  return `(SELECT coalesce(jsonb_agg(CASE p ${cases} ELSE p END ORDER BY p), '[]'::jsonb)
    FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(${permissions}) = 'array' THEN ${permissions} ELSE '[]'::jsonb END) AS p)`;
}

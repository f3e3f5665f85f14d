import { findThemeColor } from './findThemeColor';
import { THEME_PERMISSION_PREFIXES } from './themePermissionPrefixes';
import type { ThemeChoice } from './themes';

/**
 * The theme an `activeTheme.{theme}.{color}` permission forces (docs/behaviour.md §10, §2), or null. The first permission
 * that names a known theme and colour wins; unknown ones are ignored rather than painting nothing.
 *
 * @example
 * forcedTheme(['activeTheme.precious.gold']); // { theme: 'precious', themeColor: 'gold' }
 */
export function forcedTheme(permissions: readonly string[] | null | undefined): ThemeChoice | null {
  for (const permission of permissions ?? []) {
    if (!permission.startsWith(THEME_PERMISSION_PREFIXES.active)) continue;
    const [theme, color] = permission.slice(THEME_PERMISSION_PREFIXES.active.length).split('.');
    if (findThemeColor(theme, color)) return { theme, themeColor: color };
  }
  return null;
}

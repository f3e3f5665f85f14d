import { THEME_PERMISSION_PREFIXES } from './themePermissionPrefixes';

/**
 * Whether the user may change the theme: any permission of the `admin.hidden` family blocks it (docs/behaviour.md §2).
 * The picker stays visible but disabled, so the user still sees which theme is on.
 *
 * @example
 * themeChangeAllowed(['admin.hidden.theme']); // false
 */
export function themeChangeAllowed(permissions: readonly string[] | null | undefined): boolean {
  return !(permissions ?? []).some((p) => p.startsWith(THEME_PERMISSION_PREFIXES.changeBlocked));
}

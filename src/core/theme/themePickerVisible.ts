import { THEME_PERMISSION_PREFIXES } from './themePermissionPrefixes';

/**
 * Whether the top bar shows the theme picker: any permission of the `theme.hidden` family hides it (docs/behaviour.md §2).
 *
 * @example
 * themePickerVisible(['theme.hidden']); // false
 */
export function themePickerVisible(permissions: readonly string[] | null | undefined): boolean {
  return !(permissions ?? []).some((p) => p.startsWith(THEME_PERMISSION_PREFIXES.pickerHidden));
}

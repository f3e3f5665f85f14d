import { THEME_PERMISSION_PREFIXES } from './themePermissionPrefixes';
import { themeColorKey } from './themeColorKey';
import { THEMES } from './themes';

/**
 * The `theme.color` keys a user may pick, in catalogue order (docs/behaviour.md §2): every colour, minus those the
 * project settings disable, plus those an `enabledTheme.{theme}.{color}` permission enables again.
 *
 * @example
 * enabledThemeColors(['enabledTheme.precious.gold'], ['precious.gold', 'precious.silver']);
 * // every key except 'precious.silver'
 */
export function enabledThemeColors(permissions: readonly string[] | null | undefined, disabledColors: readonly string[] = []): string[] {
  const disabled = new Set(disabledColors);
  const reEnabled = new Set(
    (permissions ?? [])
      .filter((p) => p.startsWith(THEME_PERMISSION_PREFIXES.enabled))
      .map((p) => p.slice(THEME_PERMISSION_PREFIXES.enabled.length)),
  );
  return THEMES.flatMap((theme) => theme.colors.map((color) => themeColorKey(theme.key, color.key))).filter(
    (key) => !disabled.has(key) || reEnabled.has(key),
  );
}

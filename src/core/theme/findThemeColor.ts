import { THEMES, type ThemeColor } from './themes';

/** The catalogue entry for a theme and colour, or undefined when either is unknown (a stale stored choice, a typo in a permission). */
export function findThemeColor(theme: string | null | undefined, color: string | null | undefined): ThemeColor | undefined {
  return THEMES.find((t) => t.key === theme)?.colors.find((c) => c.key === color);
}

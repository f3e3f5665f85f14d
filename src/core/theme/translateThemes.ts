import type { Theme } from './themes';

/**
 * The catalogue with theme and colour names translated, ready for the picker (src/ui cannot translate).
 *
 * @example
 * translateThemes(THEMES, t)[0].name; // 'Default' in English
 */
export function translateThemes(themes: readonly Theme[], t: (key: string) => string): Theme[] {
  return themes.map((theme) => ({
    ...theme,
    name: t(theme.name),
    colors: theme.colors.map((color) => ({ ...color, name: t(color.name) })),
  }));
}

import { THEME_PALETTES, type ThemePalette } from './themePalettes';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function paletteRule(key: string, palette: ThemePalette): string {
  const [theme, color] = key.split('.');
  const { scheme, ...colors } = palette;
  const properties = Object.entries(colors).map(([name, value]) => `--platon-${kebab(name)}: ${value};`);
  return `.pl-frame[data-theme="${theme}"][data-color="${color}"] { color-scheme: ${scheme}; ${properties.join(' ')} }`;
}

/**
 * Styles of the shell's theme area (SPEC §4 Theme, §9 Themes): one rule per theme colour that only sets the
 * `--platon-*` custom properties, chosen by `data-theme` and `data-color` on the element frame. The frame also
 * holds the portal layer, so dialogs and popovers take the theme too. Without the attributes the `:host`
 * defaults (and a host page's own `--platon-*` values) apply.
 */
export const themeCss = Object.entries(THEME_PALETTES)
  .map(([key, palette]) => paletteRule(key, palette))
  .join('\n');

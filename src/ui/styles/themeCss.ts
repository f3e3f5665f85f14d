import { THEME_PALETTES, UNTHEMED_PALETTE, type ThemePalette } from './themePalettes';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

type Colors = Omit<ThemePalette, 'scheme'>;
const NAMES = Object.keys(UNTHEMED_PALETTE).filter((name) => name !== 'scheme') as (keyof Colors)[];

/**
 * Text on primary and on danger: the theme's own choice unless the host gave the background colour alone, in
 * which case black or white is picked from the host colour's lightness (oklab L ~0.57 is where black and
 * white text have equal WCAG contrast), so a host's dark primary on a dark theme keeps readable button text.
 * `--pl-auto-*` is defined only when the host's value is (a var() without fallback invalidates it otherwise).
 */
const AUTO_CONTRAST: Partial<Record<keyof Colors, keyof Colors>> = { primaryContrast: 'primary', dangerContrast: 'danger' };

function value(name: keyof Colors, colors: Colors): string {
  const auto = AUTO_CONTRAST[name];
  const fallback = auto ? `var(--pl-auto-${kebab(name)}, ${colors[name]})` : colors[name];
  return `var(--pl-host-${kebab(name)}, ${fallback})`;
}

function properties(colors: Colors): string {
  return NAMES.map((name) => `--platon-${kebab(name)}: ${value(name, colors)};`).join(' ');
}

function paletteRule(key: string, palette: ThemePalette): string {
  const [theme, color] = key.split('.');
  const { scheme, ...colors } = palette;
  return `.pl-frame[data-theme="${theme}"][data-color="${color}"] { color-scheme: ${scheme}; ${properties(colors)} }`;
}

/*
 * Why two names per colour: a declaration inside our shadow root (`.pl-frame { --platon-primary: ... }`)
 * beats a value the frame would otherwise inherit from the host element, so a host's `--platon-primary` on
 * the element or an ancestor would lose to the theme; and `--platon-primary: var(--platon-primary, ...)` is a
 * cycle. So `:host` (which sets no `--platon-*` of its own) copies whatever the host gave into
 * `--pl-host-*`, and the frame's rules resolve `--platon-*` as the host's value, else the theme's.
 * Everything inside, including server-defined page CSS, keeps reading plain `var(--platon-primary)`.
 */
const hostCapture = [
  ...NAMES.map((name) => `--pl-host-${kebab(name)}: var(--platon-${kebab(name)});`),
  '--pl-host-radius: var(--platon-radius);',
  '--pl-host-focus: var(--platon-focus);',
  ...Object.entries(AUTO_CONTRAST).map(
    ([name, of]) => `--pl-auto-${kebab(name)}: oklch(from var(--platon-${kebab(of)}) clamp(0, (0.57 - l) * 1000, 1) 0 0);`,
  ),
].join(' ');

const frameDefaults = [
  properties(UNTHEMED_PALETTE),
  '--platon-radius: var(--pl-host-radius, 6px);',
  '--platon-focus: var(--pl-host-focus, 0 0 0 3px color-mix(in srgb, var(--platon-primary) 35%, transparent));',
].join(' ');

/**
 * Styles of the shell's theme area (docs/behaviour.md §10 Theme, §12 Themes): the `--platon-*` custom properties, set on the
 * element frame (which also holds the portal layer, so dialogs and popovers take them too). Without theme
 * attributes the un-themed defaults apply; with `data-theme` and `data-color` one rule per theme colour
 * applies. A host page's own `--platon-*` values, on the element or any ancestor, win over both.
 */
export const themeCss = [
  `:host { ${hostCapture} }`,
  `.pl-frame { ${frameDefaults} }`,
  ...Object.entries(THEME_PALETTES).map(([key, palette]) => paletteRule(key, palette)),
].join('\n');

/**
 * Inline SVG paths (24×24, stroked) standing in for the icon font class names the server sends in
 * `cssClass` (SPEC §3: "cssClass (icon)"), so no icon font is downloaded into every host page. Drawn in the
 * style of the ISC-licensed Feather/Lucide sets. Unknown names fall back to the item's first letter.
 */
const PATHS = {
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6',
  list: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  plus: 'M12 5v14M5 12h14',
  filter: 'M22 3H2l8 9.46V19l4 2v-8.54L22 3z',
  hourglass: 'M5 22h14M5 2h14M17 22v-4.17a2 2 0 0 0-.59-1.42L12 12l-4.41 4.41A2 2 0 0 0 7 17.83V22M7 2v4.17a2 2 0 0 0 .59 1.42L12 12l4.41-4.41A2 2 0 0 0 17 6.17V2',
  check: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9 12l2 2 4-4',
  cross: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM15 9l-6 6M9 9l6 6',
  book: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z',
  map: 'M1 6v16l7-4 8 4 7-4V2l-7 4-8-4-7 4zM8 2v16M16 6v16',
  pin: 'M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  building: 'M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18zM6 12H4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2M18 9h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-2M10 6h4M10 10h4M10 14h4M10 18h4',
  tag: 'M20.59 13.41l-7.17 7.17a2 2 0 0 1-2.83 0L2 12V2h10l8.59 8.59a2 2 0 0 1 0 2.82zM7 7h.01',
  signal: 'M9 2h6a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3zM12 7h.01M12 12h.01M12 17h.01',
  chart: 'M3 3v18h18M18.7 8l-5.1 5.2-2.8-2.7L7 14.3',
  question: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3M12 17h.01',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z',
  bars: 'M3 6h18M3 12h18M3 18h18',
  table: 'M3 3h18v18H3zM3 9h18M3 15h18M9 3v18',
  edit: 'M11 4H4a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7M18.5 2.5a2.12 2.12 0 0 1 3 3L12 15l-4 1 1-4 9.5-9.5z',
  file: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M16 13H8M16 17H8M10 9H8',
  globe: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z',
  users: 'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75',
  user: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  history: 'M3 3v5h5M3.05 13A9 9 0 1 0 6 5.3L3 8M12 7v5l4 2',
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
  home: 'M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM9 22V12h6v10',
  folder: 'M22 19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h5l2 3h9a2 2 0 0 1 2 2z',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35',
  calendar: 'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM16 2v4M8 2v4M3 10h18',
  bell: 'M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0',
  pencil: 'M17 3a2.83 2.83 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5z',
  chevronRight: 'M9 18l6-6-6-6',
  chevronDown: 'M6 9l6 6 6-6',
  lock: 'M5 11h14v11H5zM7 11V7a5 5 0 0 1 10 0v4',
  unlock: 'M5 11h14v11H5zM7 11V7a5 5 0 0 1 9.9-1',
  reset: 'M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8M3 3v5h5',
  grip: 'M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01',
} as const;

export type IconName = keyof typeof PATHS;

/** Icon-font names (Font Awesome 5/6, Feather) → our glyph. */
const ALIASES: Record<string, IconName> = {
  'envelope-open-text': 'mail', envelope: 'mail', 'envelope-open': 'mail', inbox: 'mail', mail: 'mail',
  list: 'list', 'list-ul': 'list', 'list-check': 'list', tasks: 'list',
  plus: 'plus', 'circle-plus': 'plus', 'plus-circle': 'plus', 'square-plus': 'plus',
  filter: 'filter', 'hourglass-half': 'hourglass', hourglass: 'hourglass', 'hourglass-start': 'hourglass',
  'circle-check': 'check', 'check-circle': 'check', check: 'check', 'square-check': 'check',
  'circle-xmark': 'cross', 'times-circle': 'cross', xmark: 'cross', times: 'cross', ban: 'cross',
  book: 'book', 'book-open': 'book', 'address-book': 'book',
  map: 'map', 'map-location-dot': 'pin', 'map-marker-alt': 'pin', 'location-dot': 'pin', 'map-pin': 'pin',
  building: 'building', 'building-columns': 'building', landmark: 'building', university: 'building',
  tags: 'tag', tag: 'tag', 'traffic-light': 'signal',
  'chart-line': 'chart', 'chart-bar': 'chart', 'chart-pie': 'chart', 'chart-area': 'chart', gauge: 'chart', 'tachometer-alt': 'chart',
  'circle-question': 'question', 'question-circle': 'question', question: 'question', 'circle-info': 'question', 'info-circle': 'question',
  gears: 'gear', gear: 'gear', cogs: 'gear', cog: 'gear', sliders: 'gear', settings: 'gear', wrench: 'gear',
  bars: 'bars', menu: 'bars', 'table-list': 'table', table: 'table', 'table-cells': 'table', th: 'table',
  'pen-to-square': 'edit', edit: 'edit', pen: 'pencil', pencil: 'pencil', 'pencil-alt': 'pencil',
  'file-lines': 'file', 'file-alt': 'file', file: 'file', 'file-text': 'file', 'file-invoice': 'file',
  language: 'globe', globe: 'globe', earth: 'globe',
  users: 'users', 'user-group': 'users', 'users-gear': 'users', user: 'user', 'user-tie': 'user', 'circle-user': 'user',
  'clock-rotate-left': 'history', history: 'history', clock: 'history',
  'right-from-bracket': 'logout', 'sign-out-alt': 'logout', 'arrow-right-from-bracket': 'logout', 'log-out': 'logout',
  house: 'home', home: 'home', folder: 'folder', 'folder-open': 'folder',
  'magnifying-glass': 'search', search: 'search', calendar: 'calendar', 'calendar-days': 'calendar', 'calendar-alt': 'calendar',
  bell: 'bell',
};

/** Style tokens of icon fonts that name no glyph (`fa-solid`, `fa-fw`, `fa-2x`…). */
const STYLE_TOKEN = /^(fa|fas|far|fal|fab|fad|solid|regular|light|thin|duotone|brands|fw|lg|xs|sm|xl|\dx|spin|pulse|icon|feather|bi|mdi)$/;

/**
 * The glyph for a server `cssClass`, or null when no token names a known icon.
 *
 * @example
 * iconForClass('fa-solid fa-envelope-open-text'); // 'mail'
 */
export function iconForClass(cssClass: string | null | undefined): IconName | null {
  for (const token of (cssClass ?? '').toLowerCase().split(/\s+/)) {
    const name = token.replace(/^(fa|bi|mdi|icon|feather)-/, '');
    if (!name || STYLE_TOKEN.test(name)) continue;
    const icon = ALIASES[name] ?? (name in PATHS ? (name as IconName) : null);
    if (icon) return icon;
  }
  return null;
}

/** The path data of a glyph. */
export function iconPath(name: IconName): string {
  return PATHS[name];
}

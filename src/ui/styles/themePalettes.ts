/** The custom properties one theme colour sets (each becomes `--platon-{kebab-case name}`). */
export interface ThemePalette {
  /** Native controls, scrollbars and form widgets follow it (`color-scheme`). */
  scheme: 'light' | 'dark';
  primary: string;
  primaryContrast: string;
  bg: string;
  surface: string;
  /** Hover rows, striped cells, the selected menu item: one step away from surface. */
  surfaceAlt: string;
  text: string;
  muted: string;
  border: string;
  sidebarBg: string;
  sidebarText: string;
  sidebarMuted: string;
  danger: string;
  /** Text on a danger-coloured background (white on light themes, dark on dark ones where danger is light). */
  dangerContrast: string;
  success: string;
  info: string;
  warning: string;
}

/**
 * The colours of a frame with no theme attributes (an element before the session's theme is known, a host
 * that sets no theme): default.default with a lighter alternate surface.
 */
export const UNTHEMED_PALETTE: ThemePalette = {
  scheme: 'light',
  primary: '#2563eb',
  primaryContrast: '#ffffff',
  bg: '#f4f6fa',
  surface: '#ffffff',
  surfaceAlt: '#f8fafc',
  text: '#1f2937',
  muted: '#666c7a',
  border: '#d6dbe4',
  sidebarBg: '#1e293b',
  sidebarText: '#e2e8f0',
  sidebarMuted: '#94a3b8',
  danger: '#c62828',
  dangerContrast: '#ffffff',
  success: '#2b762f',
  info: '#026cac',
  warning: '#9d5d00',
};

const LIGHT_STATUS = { danger: '#b91c1c', dangerContrast: '#ffffff', success: '#2b762f', info: '#026cac', warning: '#945a06' } as const;

/**
 * Every theme colour of docs/behaviour.md §12 keyed `theme.color`. Text on bg and surface, muted on surface, primary-contrast
 * on primary and sidebar text on sidebar all keep WCAG AA contrast (themeCss.test.ts checks it). The picker
 * swatches in src/core/theme/themes.ts are [sidebarBg, primary, bg] of these; keep them in step.
 */
export const THEME_PALETTES: Record<string, ThemePalette> = {
  'default.default': {
    scheme: 'light',
    primary: '#2563eb',
    primaryContrast: '#ffffff',
    bg: '#f4f6fa',
    surface: '#ffffff',
    surfaceAlt: '#eef1f6',
    text: '#1f2937',
    muted: '#666c7a',
    border: '#d6dbe4',
    sidebarBg: '#1e293b',
    sidebarText: '#e2e8f0',
    sidebarMuted: '#94a3b8',
    danger: '#c62828',
    dangerContrast: '#ffffff',
    success: '#2b762f',
    info: '#026cac',
    warning: '#9d5d00',
  },
  'default.dark': {
    scheme: 'dark',
    primary: '#60a5fa',
    primaryContrast: '#0b1220',
    bg: '#111827',
    surface: '#1f2937',
    surfaceAlt: '#273244',
    text: '#e5e7eb',
    muted: '#9ca3af',
    border: '#374151',
    sidebarBg: '#0b1120',
    sidebarText: '#e5e7eb',
    sidebarMuted: '#94a3b8',
    danger: '#f87171',
    dangerContrast: '#1a0505',
    success: '#4ade80',
    info: '#38bdf8',
    warning: '#fbbf24',
  },
  'default.deepDark': {
    scheme: 'dark',
    primary: '#8ab4ff',
    primaryContrast: '#000000',
    bg: '#050505',
    surface: '#121212',
    surfaceAlt: '#1c1c1c',
    text: '#f2f2f2',
    muted: '#a3a3a3',
    border: '#2c2c2c',
    sidebarBg: '#000000',
    sidebarText: '#f2f2f2',
    sidebarMuted: '#9e9e9e',
    danger: '#ff8a80',
    dangerContrast: '#000000',
    success: '#69f0ae',
    info: '#80d8ff',
    warning: '#ffd180',
  },
  'default.light': {
    scheme: 'light',
    primary: '#0369a1',
    primaryContrast: '#ffffff',
    bg: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f1f5f9',
    text: '#0f172a',
    muted: '#606f85',
    border: '#e2e8f0',
    sidebarBg: '#f1f5f9',
    sidebarText: '#0f172a',
    sidebarMuted: '#556479',
    ...LIGHT_STATUS,
    success: '#147839',
  },
  'default.green': {
    scheme: 'light',
    primary: '#147c3b',
    primaryContrast: '#ffffff',
    bg: '#f2f8f4',
    surface: '#ffffff',
    surfaceAlt: '#e8f3ec',
    text: '#14281d',
    muted: '#5b6b61',
    border: '#cfe1d5',
    sidebarBg: '#14532d',
    sidebarText: '#ecfdf3',
    sidebarMuted: '#9fd3b4',
    ...LIGHT_STATUS,
    success: '#147839',
  },
  'default.darkBlue': {
    scheme: 'light',
    primary: '#1d4ed8',
    primaryContrast: '#ffffff',
    bg: '#eef2f9',
    surface: '#ffffff',
    surfaceAlt: '#e4eaf5',
    text: '#111c3a',
    muted: '#5a6785',
    border: '#cdd6e8',
    sidebarBg: '#0f1f4b',
    sidebarText: '#e6ecfb',
    sidebarMuted: '#9fb0d9',
    ...LIGHT_STATUS,
  },
  'oceanic.blue': {
    scheme: 'light',
    primary: '#0e7490',
    primaryContrast: '#ffffff',
    bg: '#edf7fa',
    surface: '#ffffff',
    surfaceAlt: '#e0f1f6',
    text: '#0b2530',
    muted: '#526e7b',
    border: '#c5e0e8',
    sidebarBg: '#083344',
    sidebarText: '#e0f7fc',
    sidebarMuted: '#8cc8d6',
    ...LIGHT_STATUS,
    info: '#0e7490',
  },
  'oceanic.green': {
    scheme: 'light',
    primary: '#0f766e',
    primaryContrast: '#ffffff',
    bg: '#edf8f6',
    surface: '#ffffff',
    surfaceAlt: '#def2ee',
    text: '#0b2624',
    muted: '#50706c',
    border: '#c3e2dc',
    sidebarBg: '#042f2e',
    sidebarText: '#dffbf5',
    sidebarMuted: '#89cfc3',
    ...LIGHT_STATUS,
    success: '#0f766e',
  },
  'oceanic.light': {
    scheme: 'light',
    primary: '#0c6591',
    primaryContrast: '#ffffff',
    bg: '#f7fbfe',
    surface: '#ffffff',
    surfaceAlt: '#eef6fc',
    text: '#0c2a3d',
    muted: '#5a7386',
    border: '#d3e6f3',
    sidebarBg: '#e0f2fe',
    sidebarText: '#0c3a57',
    sidebarMuted: '#3f6785',
    ...LIGHT_STATUS,
    info: '#0c6591',
    success: '#147839',
  },
  'precious.silver': {
    scheme: 'light',
    primary: '#475569',
    primaryContrast: '#ffffff',
    bg: '#f1f3f6',
    surface: '#ffffff',
    surfaceAlt: '#e8ebf0',
    text: '#1e2430',
    muted: '#626b7a',
    border: '#cfd5de',
    sidebarBg: '#cbd5e1',
    sidebarText: '#1e293b',
    sidebarMuted: '#3d4a5c',
    ...LIGHT_STATUS,
  },
  'precious.gold': {
    scheme: 'light',
    primary: '#92600a',
    primaryContrast: '#ffffff',
    bg: '#fbf6ea',
    surface: '#fffdf7',
    surfaceAlt: '#f5ecd5',
    text: '#2b2110',
    muted: '#6f6149',
    border: '#e6d6ae',
    sidebarBg: '#3b2a06',
    sidebarText: '#fcefc7',
    sidebarMuted: '#d6b874',
    ...LIGHT_STATUS,
    warning: '#92600a',
  },
  'precious.platinum': {
    scheme: 'light',
    primary: '#6b5b8a',
    primaryContrast: '#ffffff',
    bg: '#f8f7f4',
    surface: '#ffffff',
    surfaceAlt: '#efeee9',
    text: '#232226',
    muted: '#66646c',
    border: '#dddbd4',
    sidebarBg: '#27272a',
    sidebarText: '#f4f4f5',
    sidebarMuted: '#a1a1aa',
    ...LIGHT_STATUS,
  },
};

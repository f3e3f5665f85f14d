/** One colour of a theme (docs/behaviour.md §2 Theme): `name` is a message key; `pickerColors` paint its swatch in the picker. */
export interface ThemeColor {
  key: string;
  name: string;
  pickerColors: readonly [string, string, string];
}

/** A theme and its colours (docs/behaviour.md §2 Theme, §12 Themes). `name` is a message key (Uzbek Cyrillic default). */
export interface Theme {
  key: string;
  name: string;
  colors: readonly ThemeColor[];
}

/** The theme state kept in the session and local storage (docs/behaviour.md §2 "Theme state: theme, themeColor"). */
export interface ThemeChoice {
  theme: string;
  themeColor: string;
}

/**
 * Every theme the shell can paint (docs/behaviour.md §12). The picker colours are [sidebar, primary, background] of the
 * palette in src/ui/styles/themeCss.ts, so a swatch looks like the shell it selects; keep the two in step.
 *
 * @example
 * THEMES.find((t) => t.key === 'precious')?.colors.map((c) => c.key); // ['silver', 'gold', 'platinum']
 */
export const THEMES: readonly Theme[] = [
  {
    key: 'default',
    name: 'Асосий',
    colors: [
      { key: 'default', name: 'Стандарт', pickerColors: ['#1e293b', '#2563eb', '#f4f6fa'] },
      { key: 'dark', name: 'Тўқ', pickerColors: ['#0b1120', '#60a5fa', '#111827'] },
      { key: 'deepDark', name: 'Жуда тўқ', pickerColors: ['#000000', '#8ab4ff', '#050505'] },
      { key: 'light', name: 'Ёруғ', pickerColors: ['#f1f5f9', '#0369a1', '#ffffff'] },
      { key: 'green', name: 'Яшил', pickerColors: ['#14532d', '#147c3b', '#f2f8f4'] },
      { key: 'darkBlue', name: 'Тўқ кўк', pickerColors: ['#0f1f4b', '#1d4ed8', '#eef2f9'] },
    ],
  },
  {
    key: 'oceanic',
    name: 'Океан',
    colors: [
      { key: 'blue', name: 'Кўк', pickerColors: ['#083344', '#0e7490', '#edf7fa'] },
      { key: 'green', name: 'Яшил', pickerColors: ['#042f2e', '#0f766e', '#edf8f6'] },
      { key: 'light', name: 'Ёруғ', pickerColors: ['#e0f2fe', '#0c6591', '#f7fbfe'] },
    ],
  },
  {
    key: 'precious',
    name: 'Қимматбаҳо',
    colors: [
      { key: 'silver', name: 'Кумуш', pickerColors: ['#cbd5e1', '#475569', '#f1f3f6'] },
      { key: 'gold', name: 'Олтин', pickerColors: ['#3b2a06', '#92600a', '#fbf6ea'] },
      { key: 'platinum', name: 'Платина', pickerColors: ['#27272a', '#6b5b8a', '#f8f7f4'] },
    ],
  },
];

import { describe, expect, it } from 'vitest';
import { themeCss } from './themeCss';
import { THEME_PALETTES, UNTHEMED_PALETTE } from './themePalettes';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const KEYS = [
  'default.default',
  'default.dark',
  'default.deepDark',
  'default.light',
  'default.green',
  'default.darkBlue',
  'oceanic.blue',
  'oceanic.green',
  'oceanic.light',
  'precious.silver',
  'precious.gold',
  'precious.platinum',
];

describe('themeCss', () => {
  it('has one rule per theme colour of docs/behaviour.md §12, selected by data-theme and data-color on the frame', () => {
    expect(Object.keys(THEME_PALETTES)).toEqual(KEYS);
    for (const key of KEYS) {
      const [theme, color] = key.split('.');
      expect(themeCss).toContain(`.pl-frame[data-theme="${theme}"][data-color="${color}"] {`);
    }
    expect(themeCss).toContain('--platon-primary: var(--pl-host-primary, #60a5fa);');
    expect(themeCss).toContain('--platon-sidebar-bg: var(--pl-host-sidebar-bg, #0b1120);');
  });

  it('keeps text readable (WCAG AA) in every theme colour', () => {
    for (const [key, p] of Object.entries(THEME_PALETTES)) {
      expect(contrast(p.text, p.bg), `${key} text/bg`).toBeGreaterThanOrEqual(7);
      expect(contrast(p.text, p.surface), `${key} text/surface`).toBeGreaterThanOrEqual(7);
      expect(contrast(p.muted, p.surface), `${key} muted/surface`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.primaryContrast, p.primary), `${key} primary`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.dangerContrast, p.danger), `${key} danger`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.danger, p.surface), `${key} danger/surface`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.sidebarText, p.sidebarBg), `${key} sidebar`).toBeGreaterThanOrEqual(7);
      expect(contrast(p.sidebarMuted, p.sidebarBg), `${key} sidebar muted`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps hints, links and status texts readable on the page, the surface and the alternate surface (axe color-contrast)', () => {
    for (const [key, p] of Object.entries({ ...THEME_PALETTES, unthemed: UNTHEMED_PALETTE })) {
      for (const [ground, colour] of [
        ['bg', p.bg],
        ['surface', p.surface],
        ['surfaceAlt', p.surfaceAlt],
      ] as const) {
        // Hints, tab names, addons and captions are muted text on any of the three grounds.
        expect(contrast(p.muted, colour), `${key} muted/${ground}`).toBeGreaterThanOrEqual(4.5);
        expect(contrast(p.primary, colour), `${key} primary/${ground}`).toBeGreaterThanOrEqual(4.5);
        expect(contrast(p.text, colour), `${key} text/${ground}`).toBeGreaterThanOrEqual(4.5);
        for (const status of ['danger', 'success', 'info', 'warning'] as const) {
          expect(contrast(p[status], colour), `${key} ${status}/${ground}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('makes the dark colours really dark and the others light', () => {
    for (const [key, p] of Object.entries(THEME_PALETTES)) {
      const dark = key === 'default.dark' || key === 'default.deepDark';
      expect(p.scheme, key).toBe(dark ? 'dark' : 'light');
      if (dark) expect(luminance(p.bg), key).toBeLessThan(0.02);
      else expect(luminance(p.bg), key).toBeGreaterThan(0.8);
    }
    expect(luminance(THEME_PALETTES['default.deepDark'].bg)).toBeLessThan(luminance(THEME_PALETTES['default.dark'].bg));
  });

  it('tells silver, gold and platinum apart', () => {
    const precious = ['precious.silver', 'precious.gold', 'precious.platinum'].map((k) => THEME_PALETTES[k]);
    for (const field of ['primary', 'bg', 'sidebarBg'] as const) expect(new Set(precious.map((p) => p[field])).size).toBe(3);
  });
});

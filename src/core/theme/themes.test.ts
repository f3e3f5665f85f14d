import { describe, expect, it } from 'vitest';
import { THEMES } from './themes';

describe('THEMES', () => {
  it('holds the themes and colours of docs/behaviour.md §12, in order', () => {
    expect(THEMES.map((t) => [t.key, t.colors.map((c) => c.key)])).toEqual([
      ['default', ['default', 'dark', 'deepDark', 'light', 'green', 'darkBlue']],
      ['oceanic', ['blue', 'green', 'light']],
      ['precious', ['silver', 'gold', 'platinum']],
    ]);
  });

  it('gives every colour a name and three hex picker colours', () => {
    for (const theme of THEMES) {
      expect(theme.name).not.toBe('');
      for (const color of theme.colors) {
        expect(color.name).not.toBe('');
        expect(color.pickerColors).toHaveLength(3);
        for (const hex of color.pickerColors) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
  });

  it('tells the precious colours apart', () => {
    const precious = THEMES.find((t) => t.key === 'precious')!.colors.map((c) => c.pickerColors.join());
    expect(new Set(precious).size).toBe(3);
  });
});

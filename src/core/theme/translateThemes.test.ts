import { describe, expect, it } from 'vitest';
import { THEMES } from './themes';
import { translateThemes } from './translateThemes';

describe('translateThemes', () => {
  it('translates theme and colour names and keeps keys and picker colours', () => {
    const translated = translateThemes(THEMES, (key) => `[${key}]`);
    expect(translated[0].name).toBe('[Асосий]');
    expect(translated[0].colors[1]).toEqual({ key: 'dark', name: '[Тўқ]', pickerColors: THEMES[0].colors[1].pickerColors });
    expect(THEMES[0].name).toBe('Асосий');
  });
});

import { describe, expect, it } from 'vitest';
import { enabledThemeColors } from './enabledThemeColors';
import { themeChangeAllowed } from './themeChangeAllowed';
import { themePickerVisible } from './themePickerVisible';

describe('themePickerVisible', () => {
  it('is true without a theme.hidden permission', () => {
    expect(themePickerVisible([])).toBe(true);
    expect(themePickerVisible(null)).toBe(true);
    expect(themePickerVisible(['platon.admin', 'admin.hidden', 'hidden.theme'])).toBe(true);
  });

  it('is false with any permission of the theme.hidden family', () => {
    expect(themePickerVisible(['theme.hidden'])).toBe(false);
    expect(themePickerVisible(['x.view', 'theme.hidden.forAll'])).toBe(false);
  });
});

describe('themeChangeAllowed', () => {
  it('is true without an admin.hidden permission', () => {
    expect(themeChangeAllowed([])).toBe(true);
    expect(themeChangeAllowed(undefined)).toBe(true);
    expect(themeChangeAllowed(['platon.admin', 'theme.hidden'])).toBe(true);
  });

  it('is false with any permission of the admin.hidden family', () => {
    expect(themeChangeAllowed(['admin.hidden'])).toBe(false);
    expect(themeChangeAllowed(['admin.hidden.theme'])).toBe(false);
  });
});

describe('enabledThemeColors', () => {
  const all = [
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

  it('enables every colour by default', () => {
    expect(enabledThemeColors([])).toEqual(all);
    expect(enabledThemeColors(undefined, [])).toEqual(all);
  });

  it('leaves out the colours the project disables', () => {
    expect(enabledThemeColors([], ['precious.gold', 'default.deepDark'])).toEqual(
      all.filter((k) => k !== 'precious.gold' && k !== 'default.deepDark'),
    );
  });

  it('lets an enabledTheme permission enable a disabled colour again', () => {
    expect(enabledThemeColors(['enabledTheme.precious.gold'], ['precious.gold', 'precious.silver'])).toEqual(
      all.filter((k) => k !== 'precious.silver'),
    );
  });

  it('ignores enabledTheme permissions for unknown colours', () => {
    expect(enabledThemeColors(['enabledTheme.neon.pink'])).toEqual(all);
  });
});

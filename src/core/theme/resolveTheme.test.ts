import { describe, expect, it } from 'vitest';
import { forcedTheme } from './forcedTheme';
import { resolveTheme } from './resolveTheme';

const projectDefault = { theme: 'oceanic', themeColor: 'light' };

describe('resolveTheme', () => {
  it('lets an activeTheme permission force the theme over the stored choice and the project default', () => {
    expect(
      resolveTheme({
        permissions: ['x.view', 'activeTheme.precious.gold'],
        stored: { theme: 'default', themeColor: 'dark' },
        projectDefault,
      }),
    ).toEqual({ theme: 'precious', themeColor: 'gold' });
  });

  it('forces even a colour the project disables', () => {
    expect(
      resolveTheme({ permissions: ['activeTheme.precious.gold'], stored: null, projectDefault, disabledColors: ['precious.gold'] }),
    ).toEqual({ theme: 'precious', themeColor: 'gold' });
  });

  it('ignores an activeTheme permission naming an unknown theme or colour', () => {
    expect(resolveTheme({ permissions: ['activeTheme.neon.pink', 'activeTheme.precious'], stored: null, projectDefault })).toEqual(
      projectDefault,
    );
  });

  it('takes the stored choice when its colour is enabled', () => {
    expect(resolveTheme({ permissions: [], stored: { theme: 'default', themeColor: 'deepDark' }, projectDefault })).toEqual({
      theme: 'default',
      themeColor: 'deepDark',
    });
  });

  it('falls back to the project default when the stored colour is disabled, unless a permission enables it again', () => {
    const stored = { theme: 'precious', themeColor: 'silver' };
    expect(resolveTheme({ permissions: [], stored, projectDefault, disabledColors: ['precious.silver'] })).toEqual(projectDefault);
    expect(
      resolveTheme({ permissions: ['enabledTheme.precious.silver'], stored, projectDefault, disabledColors: ['precious.silver'] }),
    ).toEqual(stored);
  });

  it('falls back to the project default for a stale stored choice', () => {
    expect(resolveTheme({ permissions: [], stored: { theme: 'retro', themeColor: 'amber' }, projectDefault })).toEqual(projectDefault);
  });

  it('falls back to default/default when nothing valid is known', () => {
    expect(resolveTheme({ permissions: null, stored: null, projectDefault: null })).toEqual({ theme: 'default', themeColor: 'default' });
    expect(resolveTheme({ permissions: [], stored: null, projectDefault: { theme: 'x', themeColor: 'y' } })).toEqual({
      theme: 'default',
      themeColor: 'default',
    });
  });

  it('returns a fresh object, not the stored one (the session store compares by identity)', () => {
    const stored = { theme: 'oceanic', themeColor: 'blue' };
    expect(resolveTheme({ permissions: [], stored, projectDefault })).not.toBe(stored);
  });
});

describe('forcedTheme', () => {
  it('is null without an activeTheme permission', () => {
    expect(forcedTheme(['platon.admin', 'theme.hidden'])).toBeNull();
    expect(forcedTheme(undefined)).toBeNull();
  });

  it('takes the first valid activeTheme permission', () => {
    expect(forcedTheme(['activeTheme.nope.nope', 'activeTheme.oceanic.green', 'activeTheme.precious.gold'])).toEqual({
      theme: 'oceanic',
      themeColor: 'green',
    });
  });
});

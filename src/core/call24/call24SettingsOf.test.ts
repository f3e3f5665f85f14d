import { describe, expect, it } from 'vitest';
import { call24SettingsOf } from './call24SettingsOf';

describe('call24SettingsOf', () => {
  it('keeps the fields of their type and drops the rest', () => {
    expect(
      call24SettingsOf({
        enabled: true,
        title: ' Қайта ',
        topics: ['A', 3, ''],
        pages: ['/tables/*', 'tables'],
        hours: 5,
        excludePages: 'x',
      }),
    ).toEqual({
      enabled: true,
      title: 'Қайта',
      topics: ['A'],
      pages: ['/tables/*'],
    });
    for (const bad of [null, [], 'x', 1]) expect(call24SettingsOf(bad)).toEqual({});
  });
});

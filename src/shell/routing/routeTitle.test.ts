import { describe, expect, it } from 'vitest';
import { SHELL_MESSAGES } from '../../core/i18n/messages';
import { ROUTES } from '../../core/router/routeTable';
import { routeTitle } from './routeTitle';

describe('routeTitle', () => {
  it('names every route in a translated shell text, never a route identifier', () => {
    for (const route of ROUTES) {
      expect(SHELL_MESSAGES as readonly string[], route.name).toContain(routeTitle(route.name));
    }
    expect(routeTitle('profile-page')).toBe('Профил');
    expect(routeTitle('demo-test-table')).toBe('Демо');
  });
});

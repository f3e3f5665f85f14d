import { describe, expect, it } from 'vitest';
import { menuBadgeText } from './menuBadgeText';

describe('menuBadgeText', () => {
  const t = (key: string) => ({ янги: 'new' })[key] ?? key;

  it('groups a count as the table totals do, and translates a word', () => {
    expect(menuBadgeText('100000', t)).toBe('100 000');
    expect(menuBadgeText(' 42 ', t)).toBe('42');
    expect(menuBadgeText('янги', t)).toBe('new');
    expect(menuBadgeText('β-1', t)).toBe('β-1');
  });
});

import { describe, expect, it } from 'vitest';
import { linkHref } from './linkHref';

describe('linkHref', () => {
  it('keeps web, mail, phone and in-site addresses', () => {
    expect(linkHref(' https://gov.uz/a ')).toBe('https://gov.uz/a');
    expect(linkHref('mailto:info@gov.uz')).toBe('mailto:info@gov.uz');
    expect(linkHref('tel:+998711234567')).toBe('tel:+998711234567');
    expect(linkHref('/system/profile')).toBe('/system/profile');
  });

  it('gives a bare host https://', () => {
    expect(linkHref('gov.uz')).toBe('https://gov.uz');
  });

  it('refuses script and data schemes and empty text', () => {
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('data:text/html,<b>x</b>')).toBeNull();
    expect(linkHref('   ')).toBeNull();
  });
});

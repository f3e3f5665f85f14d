import { describe, expect, it } from 'vitest';
import { carryMid, exportHref, isBlankLayout, modalWidth, resolveLink, targetOf } from './linkRules';

describe('resolveLink (docs/behaviour.md §1)', () => {
  it('opens http links in a new window', () => {
    expect(resolveLink('https://example.com/x')).toEqual({ kind: 'external', url: 'https://example.com/x' });
    expect(resolveLink('http://a.test')).toEqual({ kind: 'external', url: 'http://a.test' });
  });

  it('recognises import, export and logout links', () => {
    expect(resolveLink('/import/appeals')).toEqual({ kind: 'import', path: 'appeals' });
    expect(resolveLink('export/appeals?x=1')).toEqual({ kind: 'export', resource: 'appeals?x=1' });
    expect(resolveLink('/system/logout')).toEqual({ kind: 'logout' });
  });

  it('reads _target for internal links and normalises a missing slash', () => {
    expect(resolveLink('forms/menus/3?_target=modal')).toEqual({
      kind: 'internal',
      to: '/forms/menus/3?_target=modal',
      target: { kind: 'modal', width: '80%' },
    });
    expect(resolveLink('/pages/a?_target=blank')).toMatchObject({ target: { kind: 'blank' } });
    expect(resolveLink('/tables/a')).toEqual({ kind: 'internal', to: '/tables/a', target: { kind: 'self' } });
  });

  it('turns Ctrl/Cmd-click into a new tab with _target=blank', () => {
    expect(resolveLink('/forms/a/1?x=2', { newTab: true })).toEqual({
      kind: 'internal',
      to: '/forms/a/1?x=2&_target=blank',
      target: { kind: 'blank' },
    });
  });
});

describe('modal width rule', () => {
  it('0 is 80%, above 100 pixels, otherwise percent', () => {
    expect(modalWidth(0)).toBe('80%');
    expect(modalWidth(100)).toBe('100%');
    expect(modalWidth(101)).toBe('101px');
    expect(modalWidth(45)).toBe('45%');
    expect(targetOf('modal_700')).toEqual({ kind: 'modal', width: '700px' });
    expect(targetOf('whatever')).toEqual({ kind: 'self' });
  });
});

describe('_mid and export addresses', () => {
  it('carries _mid unless the link names its own', () => {
    expect(carryMid('/forms/a/1', '7')).toBe('/forms/a/1?_mid=7');
    expect(carryMid('/forms/a/1?_mid=2', '7')).toBe('/forms/a/1?_mid=2');
    expect(carryMid('/forms/a/1', undefined)).toBe('/forms/a/1');
  });

  it('builds the export address without the access token: a token never goes in an address', () => {
    expect(exportHref('/api/', 'appeals?level=1')).toBe('/api/export/appeals?level=1');
    expect(exportHref('https://x.test/api/', 'a')).toBe('https://x.test/api/export/a');
  });
});

describe('blank mode (docs/behaviour.md §1)', () => {
  it('applies for the no-layout flag, home for visitors, and blank targets of forms and pages', () => {
    expect(isBlankLayout({ routeName: 'table', noLayout: true, signedIn: true })).toBe(true);
    expect(isBlankLayout({ routeName: 'home', noLayout: false, signedIn: false })).toBe(true);
    expect(isBlankLayout({ routeName: 'home', noLayout: false, signedIn: true })).toBe(false);
    expect(isBlankLayout({ routeName: 'form', target: 'blank', noLayout: false, signedIn: true })).toBe(true);
    expect(isBlankLayout({ routeName: 'table', target: 'blank', noLayout: false, signedIn: true })).toBe(false);
  });
});

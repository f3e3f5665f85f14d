import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/api/ApiError';
import type { PageDefinition } from '../core/api/contract';
import { buildPageModel } from './pageModel';
import { pageErrorStatus } from './pageErrorStatus';
import { pageRequestPath } from './pageRequestPath';
import { queryFromSearch } from './queryFromSearch';
import { resolveScriptUrl } from '../core/scripts/resolveScriptUrl';

const resolve = (entry: string) => resolveScriptUrl(entry, '/api/', 'https://host.test/pages/x?y=1');

describe('buildPageModel', () => {
  const definition: PageDefinition = {
    name: 'dashboard',
    title: 'Бошқарув панели',
    css: '.page{}',
    components: [
      {
        name: 'summary',
        content: '<p>a</p>',
        css: '.card{}',
        scripts: ['pages/dashboard/scripts/1.js', 'pages/dashboard/scripts/2.js'],
        attributes: { is_scoped: true },
      },
      { name: 'note', content: '<p>b</p>', css: '.note{}', scripts: ['pages/dashboard/scripts/1.js'] },
      { name: 'bare' },
    ],
    data: { query: { a: '1' } },
  };

  it('gives scoped components their own CSS and moves unscoped CSS to the page, after the page’s own', () => {
    const model = buildPageModel(definition, resolve);
    expect(model.css).toEqual(['.page{}', '.note{}']);
    expect(model.components.map(({ key, scoped, css }) => ({ key, scoped, css }))).toEqual([
      { key: '0:summary', scoped: true, css: '.card{}' },
      { key: '1:note', scoped: false, css: '' },
      { key: '2:bare', scoped: false, css: '' },
    ]);
    expect(model.components[2]).toMatchObject({ html: '', scripts: [] });
  });

  it('resolves script entries against the API base and lists each module once', () => {
    const model = buildPageModel(definition, resolve);
    expect(model.components[0].scripts).toEqual([
      'https://host.test/api/pages/dashboard/scripts/1.js',
      'https://host.test/api/pages/dashboard/scripts/2.js',
    ]);
    expect(model.scriptUrls).toEqual([
      'https://host.test/api/pages/dashboard/scripts/1.js',
      'https://host.test/api/pages/dashboard/scripts/2.js',
    ]);
  });

  it('keeps the page-level facts: name, title, scoping, data', () => {
    expect(buildPageModel(definition, resolve)).toMatchObject({
      name: 'dashboard',
      title: 'Бошқарув панели',
      scoped: false,
      data: { query: { a: '1' } },
    });
    expect(buildPageModel({ name: 'x', components: [], isScoped: true }, resolve)).toMatchObject({
      title: null,
      scoped: true,
      css: [],
      data: null,
      scriptUrls: [],
    });
  });
});

describe('page helpers', () => {
  it('resolveScriptUrl keeps absolute and rooted URLs and follows an absolute API base', () => {
    expect(resolveScriptUrl('https://cdn.test/a.js', '/api/', 'https://host.test/')).toBe('https://cdn.test/a.js');
    expect(resolveScriptUrl('/static/a.js', '/api/', 'https://host.test/x/y')).toBe('https://host.test/static/a.js');
    expect(resolveScriptUrl('pages/p/scripts/h.js', 'https://platon.test/api/', 'https://portal.test/')).toBe(
      'https://platon.test/api/pages/p/scripts/h.js',
    );
  });

  it('pageRequestPath picks the public prefix and encodes the name', () => {
    expect(pageRequestPath('dashboard', false)).toBe('pages/dashboard');
    expect(pageRequestPath('about', true)).toBe('public/pages/about');
    expect(pageRequestPath('a/b c', false)).toBe('pages/a%2Fb%20c');
  });

  it('pageErrorStatus keeps HTTP errors and treats the rest as server errors', () => {
    expect(pageErrorStatus(new ApiError(403, null))).toBe(403);
    expect(pageErrorStatus(new ApiError(404, null))).toBe(404);
    expect(pageErrorStatus(new ApiError(0, null))).toBe(503);
    expect(pageErrorStatus(new TypeError('x'))).toBe(500);
  });

  it('queryFromSearch turns repeated keys into arrays', () => {
    expect(queryFromSearch('?region=5&tag=a&tag=b&tag=c')).toEqual({ region: '5', tag: ['a', 'b', 'c'] });
    expect(queryFromSearch('')).toEqual({});
  });
});

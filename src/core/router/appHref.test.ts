import { describe, expect, it } from 'vitest';
import { appBase, appHref } from './appHref';

const HOST = 'https://portal.example/legacy/registry.html?x=1';

describe('the address of the application, for links drawn outside <platon-app>', () => {
  it('is the base path on the page origin when the API is there too', () => {
    expect(appBase({ appUrl: null, apiBase: '/api/', basePath: '/' }, HOST)).toBe('/');
    expect(appHref('/forms/appeals/3007', { appUrl: null, apiBase: '/api/', basePath: '/app/' }, HOST)).toBe('/app/forms/appeals/3007');
    expect(appHref('tables/news', { appUrl: null, apiBase: 'https://portal.example/api/', basePath: '/' }, HOST)).toBe('/tables/news');
  });

  it("is on the API's own origin when the API is elsewhere: the server of the API serves the application", () => {
    const config = { appUrl: null, apiBase: 'https://platon.example/api/', basePath: '/' };
    expect(appBase(config, HOST)).toBe('https://platon.example/');
    expect(appHref('/forms/appeals/3007', config, HOST)).toBe('https://platon.example/forms/appeals/3007');
    expect(appHref('/', { ...config, basePath: '/app/' }, HOST)).toBe('https://platon.example/app/');
  });

  it('follows app-url as given: a folder, a page, or an application in hash mode', () => {
    const config = { apiBase: 'https://platon.example/api/', basePath: '/' };
    expect(appHref('/forms/appeals/3007', { ...config, appUrl: 'https://portal.example/app/' }, HOST)).toBe(
      'https://portal.example/app/forms/appeals/3007',
    );
    expect(appHref('/tables/appeals?status_id=2', { ...config, appUrl: '/registry/' }, HOST)).toBe('/registry/tables/appeals?status_id=2');
    expect(appHref('/forms/appeals/1', { ...config, appUrl: 'https://portal.example/spa.html#/' }, HOST)).toBe(
      'https://portal.example/spa.html#/forms/appeals/1',
    );
    expect(appHref('/forms/appeals/1', { ...config, appUrl: '/spa.html#' }, HOST)).toBe('/spa.html#/forms/appeals/1');
    expect(appHref('/', { ...config, appUrl: 'https://platon.example' }, HOST)).toBe('https://platon.example/');
  });
});

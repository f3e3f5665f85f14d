import { describe, expect, it } from 'vitest';
import { instructionHtml } from './instructionHtml';

const options = { apiBase: '/api/', hrefOf: (to: string) => `/app${to}` };

function render(markdown: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = instructionHtml(markdown, options);
  return host;
}

describe('instructionHtml', () => {
  it('drops scripts, handlers and javascript: links that an instruction’s Markdown might carry', () => {
    const host = render('# Кириш\n<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">\n[бос](javascript:alert(1))');
    expect(host.querySelector('h1')?.textContent).toBe('Кириш');
    expect(host.querySelector('script')).toBeNull();
    expect(host.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(host.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('loads stored images from the API, lazily, and leaves other images where they are', () => {
    const host = render('![Схема](uploads/images/ab12) ![Логотип](/uploads/images/cd34) ![Ташқи](https://example.com/a.png)');
    const sources = [...host.querySelectorAll('img')].map((image) => [
      image.getAttribute('src'),
      image.getAttribute('alt'),
      image.getAttribute('loading'),
    ]);
    expect(sources).toEqual([
      ['/api/uploads/images/ab12', 'Схема', 'lazy'],
      ['/api/uploads/images/cd34', 'Логотип', 'lazy'],
      ['https://example.com/a.png', 'Ташқи', 'lazy'],
    ]);
  });

  it('routes app links through the app and opens web links in a new window', () => {
    const host = render('[Мурожаатлар](/tables/appeals) [Сайт](https://example.com) [Файл](uploads/files/ef56)');
    const [app, web, file] = [...host.querySelectorAll('a')];
    expect([app!.getAttribute('href'), app!.getAttribute('data-platon-link'), app!.getAttribute('target')]).toEqual([
      '/app/tables/appeals',
      '/tables/appeals',
      null,
    ]);
    expect([web!.getAttribute('target'), web!.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(file!.getAttribute('href')).toBe('/api/uploads/files/ef56');
  });
});

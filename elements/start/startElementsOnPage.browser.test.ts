import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRuntime } from '../../src/core/runtime/platonRuntime';
import { startElementsOnPage } from './startElementsOnPage';

describe('startElementsOnPage (issue 13: the calls of the elements already on the page, before they are defined)', () => {
  const realFetch = globalThis.fetch;
  let asked: string[] = [];
  let page: HTMLDivElement;

  beforeEach(() => {
    asked = [];
    // Calls that never answer: what counts here is what was asked, and of which server.
    globalThis.fetch = ((input: RequestInfo | URL) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return new Promise<Response>(() => undefined);
    }) as typeof fetch;
    page = document.createElement('div');
    document.body.append(page);
  });

  /** The paths asked, but the translations (asked early only when not cached from an earlier test). */
  const paths = () => asked.map((url) => new URL(url, location.href).pathname).filter((path) => !path.endsWith('/translations'));

  afterEach(() => {
    globalThis.fetch = realFetch;
    page.remove();
  });

  it("asks a public table's definition with its first page, and the project info, of the server its api-base names", () => {
    page.innerHTML = '<platon-table public name="news" level="2" api-base="https://api.example.uz/api"></platon-table>';
    const runtime = createRuntime();
    startElementsOnPage(runtime, page);
    expect(runtime.store.getState().config.apiBase).toBe('https://api.example.uz/api/');
    expect(asked).toContain('https://api.example.uz/api/info');
    expect(asked.some((url) => url.startsWith('https://api.example.uz/api/public/tables/news?level=2&first='))).toBe(true);
  });

  for (const [order, markup] of [
    [
      'the auth element first',
      '<platon-auth api-base="https://api.example.uz/api/"></platon-auth><platon-form name="public_appeal" public></platon-form>',
    ],
    [
      'the public form first',
      '<platon-form name="public_appeal" public></platon-form><platon-auth api-base="https://api.example.uz/api/"></platon-auth>',
    ],
  ]) {
    it(`asks everything of the server the one element naming api-base names, ${order} (issue 40)`, () => {
      page.innerHTML = markup;
      const runtime = createRuntime();
      startElementsOnPage(runtime, page);
      expect(runtime.store.getState().config.apiBase).toBe('https://api.example.uz/api/');
      expect(asked.filter((url) => !url.startsWith('https://api.example.uz/api/'))).toEqual([]);
      expect(asked).toContain('https://api.example.uz/api/info');
      expect(asked).toContain('https://api.example.uz/api/public/forms/public_appeal');
    });
  }

  for (const [order, markup] of [
    [
      'a form before an auth element',
      '<platon-form public name="public_appeal" api-base="https://one.example.uz/api/"></platon-form><platon-auth api-base="https://two.example.uz/api/"></platon-auth>',
    ],
    [
      'an auth element before a form',
      '<platon-auth api-base="https://one.example.uz/api/"></platon-auth><platon-form public name="public_appeal" api-base="https://two.example.uz/api/"></platon-form>',
    ],
  ]) {
    it(`takes the settings of the first element to name them when two differ: ${order} (issue 40)`, () => {
      page.innerHTML = markup;
      const runtime = createRuntime();
      startElementsOnPage(runtime, page);
      expect(runtime.store.getState().config).toMatchObject({
        apiBase: 'https://one.example.uz/api/',
        authBase: 'https://one.example.uz/api/auth/',
      });
      expect(asked.filter((url) => !url.startsWith('https://one.example.uz/api/'))).toEqual([]);
    });
  }

  it("asks nothing of a private table's or form's without a session, but the project info", () => {
    page.innerHTML = '<platon-table name="appeals"></platon-table><platon-form name="appeals" record-id="12"></platon-form>';
    const runtime = createRuntime();
    runtime.store.setState({ token: null });
    startElementsOnPage(runtime, page);
    expect(paths()).toEqual(['/api/info']);
  });

  it("asks a public form's definition, and nothing for an element defined already (it starts as it connects)", () => {
    customElements.define('platon-table', class extends HTMLElement {});
    page.innerHTML = '<platon-form public name="public_appeal"></platon-form><platon-table public name="news"></platon-table>';
    startElementsOnPage(createRuntime(), page);
    expect(paths().sort()).toEqual(['/api/info', '/api/public/forms/public_appeal']);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_STYLE_REMOVAL_MS, retainPageStyles } from './retainPageStyles';

/** The CSS a root has adopted, one string per sheet (jsdom keeps `adoptedStyleSheets` as a plain property). */
const adopted = (root: ShadowRoot | Document) =>
  (root.adoptedStyleSheets ?? []).map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s+/g, '')).join(''));

describe('retainPageStyles', () => {
  let root: ShadowRoot;
  const links = (page: string) =>
    [...root.querySelectorAll<HTMLLinkElement>(`link[data-platon-page="${page}"]`)].map((l) => l.getAttribute('href'));

  beforeEach(() => {
    vi.useFakeTimers();
    const host = document.createElement('div');
    document.body.append(host);
    root = host.attachShadow({ mode: 'open' });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('adopts one constructed sheet per page sheet (no <style>: CSP-safe) and drops them 2.5 s after release', () => {
    const release = retainPageStyles(root, 'dashboard', ['.a{color:red}', '.b{color:blue}']);
    expect(adopted(root)).toEqual(['.a{color:red;}', '.b{color:blue;}']);
    expect(root.querySelector('style')).toBeNull();
    release();
    vi.advanceTimersByTime(PAGE_STYLE_REMOVAL_MS - 1);
    expect(adopted(root)).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(adopted(root)).toEqual([]);
    expect(PAGE_STYLE_REMOVAL_MS).toBe(2500);
  });

  it('keeps the sheets the root had before, in front of the page sheets', () => {
    const own = new CSSStyleSheet();
    own.replaceSync('.runtime{color:green}');
    root.adoptedStyleSheets = [own];
    const release = retainPageStyles(root, 'p', ['.x{color:red}']);
    expect(adopted(root)).toEqual(['.runtime{color:green;}', '.x{color:red;}']);
    release();
    vi.advanceTimersByTime(PAGE_STYLE_REMOVAL_MS);
    expect(root.adoptedStyleSheets).toEqual([own]);
  });

  it('a page that comes back before the removal keeps its sheets, without duplicates', () => {
    retainPageStyles(root, 'dashboard', ['.a{color:red}'])();
    vi.advanceTimersByTime(1000);
    const again = retainPageStyles(root, 'dashboard', ['.a{color:red}']);
    vi.advanceTimersByTime(PAGE_STYLE_REMOVAL_MS * 2);
    expect(adopted(root)).toEqual(['.a{color:red;}']);
    again();
    again(); // a second call is a no-op
    vi.advanceTimersByTime(PAGE_STYLE_REMOVAL_MS);
    expect(adopted(root)).toEqual([]);
  });

  it('turns @import into <link rel=stylesheet>, keeps them while any user holds them, and puts back links a re-mount dropped', () => {
    const css = '@import url("/theme.css"); @import \'/print.css\' print; .x{color:red}';
    const first = retainPageStyles(root, 'p', [css]);
    expect(links('p')).toEqual(['/theme.css', '/print.css']);
    expect(root.querySelector<HTMLLinkElement>('link[href="/print.css"]')!.media).toBe('print');
    expect(adopted(root)).toEqual(['.x{color:red;}']);
    root.replaceChildren();
    const second = retainPageStyles(root, 'p', [css]);
    expect(links('p')).toEqual(['/theme.css', '/print.css']);
    first();
    vi.advanceTimersByTime(PAGE_STYLE_REMOVAL_MS);
    expect(links('p')).toHaveLength(2);
    second();
    vi.advanceTimersByTime(PAGE_STYLE_REMOVAL_MS);
    expect(links('p')).toEqual([]);
    expect(adopted(root)).toEqual([]);
  });

  it('adopts into the document for a light-DOM page and adds nothing for no sheets', () => {
    const release = retainPageStyles(document, 'light', ['.l{color:red}']);
    expect(adopted(document)).toEqual(['.l{color:red;}']);
    release();
    retainPageStyles(root, 'empty', [])();
    expect(root.adoptedStyleSheets ?? []).toEqual([]);
  });
});

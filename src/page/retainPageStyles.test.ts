// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_STYLE_REMOVAL_MS, retainPageStyles } from './retainPageStyles';

describe('retainPageStyles', () => {
  let root: ShadowRoot;
  const styles = (page: string) => [...root.querySelectorAll<HTMLStyleElement>(`style[data-platon-page="${page}"]`)].map((s) => s.textContent);

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

  it('adds one <style> per sheet and removes them 2.5 s after release', () => {
    const release = retainPageStyles(root, 'dashboard', ['.a{}', '.b{}']);
    expect(styles('dashboard')).toEqual(['.a{}', '.b{}']);
    release();
    vi.advanceTimersByTime(PAGE_STYLE_REMOVAL_MS - 1);
    expect(styles('dashboard')).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(styles('dashboard')).toEqual([]);
    expect(PAGE_STYLE_REMOVAL_MS).toBe(2500);
  });

  it('a page that comes back before the removal keeps its sheets, without duplicates', () => {
    retainPageStyles(root, 'dashboard', ['.a{}'])();
    vi.advanceTimersByTime(1000);
    const again = retainPageStyles(root, 'dashboard', ['.a{}']);
    vi.advanceTimersByTime(PAGE_STYLE_REMOVAL_MS * 2);
    expect(styles('dashboard')).toEqual(['.a{}']);
    again();
    again(); // a second call is a no-op
    vi.advanceTimersByTime(PAGE_STYLE_REMOVAL_MS);
    expect(styles('dashboard')).toEqual([]);
  });

  it('keeps sheets while any user holds them, and puts back sheets a re-mount dropped', () => {
    const first = retainPageStyles(root, 'p', ['.x{}']);
    root.replaceChildren();
    const second = retainPageStyles(root, 'p', ['.x{}']);
    expect(styles('p')).toEqual(['.x{}']);
    first();
    vi.advanceTimersByTime(PAGE_STYLE_REMOVAL_MS);
    expect(styles('p')).toEqual(['.x{}']);
    second();
    vi.advanceTimersByTime(PAGE_STYLE_REMOVAL_MS);
    expect(styles('p')).toEqual([]);
  });

  it('goes to <head> in a document and adds nothing for no sheets', () => {
    const release = retainPageStyles(document, 'light', ['.l{}']);
    expect(document.head.querySelector('style[data-platon-page="light"]')!.textContent).toBe('.l{}');
    release();
    retainPageStyles(root, 'empty', [])();
    expect(root.querySelector('style')).toBeNull();
  });
});

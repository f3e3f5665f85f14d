import { describe, expect, it } from 'vitest';
import { DEFAULT_RESIZABLE_LAYOUT, panelContentPath, readPanelContent, readResizableLayout } from './resizablePageLayout';

describe('resizable page layout', () => {
  it('falls back to the default for nothing or garbage', () => {
    expect(readResizableLayout(null)).toEqual(DEFAULT_RESIZABLE_LAYOUT);
    expect(readResizableLayout('x')).toEqual(DEFAULT_RESIZABLE_LAYOUT);
    expect(readResizableLayout({ panels: 'x', sizes: [] })).toEqual(DEFAULT_RESIZABLE_LAYOUT);
  });

  it('keeps usable panels and sizes, replacing only what is unusable', () => {
    const layout = readResizableLayout({
      panels: [
        { kind: 'page', name: ' about ' },
        { kind: 'script', name: 'x' },
        { kind: 'table', name: 'a b' },
      ],
      sizes: { main: [70, 30], side: [1, 2, 3] },
    });
    expect(layout.panels).toEqual([
      { kind: 'page', name: 'about' },
      DEFAULT_RESIZABLE_LAYOUT.panels[1],
      DEFAULT_RESIZABLE_LAYOUT.panels[2],
    ]);
    expect(layout.sizes).toEqual({ main: [70, 30], side: DEFAULT_RESIZABLE_LAYOUT.sizes.side });
  });

  it('accepts names in any script, refuses empty and path-like ones', () => {
    expect(readPanelContent({ kind: 'form', name: 'мурожаат_1' })).toEqual({ kind: 'form', name: 'мурожаат_1' });
    expect(readPanelContent({ kind: 'form', name: '' })).toBeNull();
    expect(readPanelContent({ kind: 'form', name: '../x' })).toBeNull();
  });

  it('links each kind to its route', () => {
    expect(panelContentPath({ kind: 'table', name: 'appeals' })).toBe('/tables/appeals');
    expect(panelContentPath({ kind: 'form', name: 'appeals' })).toBe('/forms/appeals');
    expect(panelContentPath({ kind: 'page', name: 'dashboard' })).toBe('/pages/dashboard');
  });
});

import { describe, expect, it } from 'vitest';
import { effectiveMenuCollapsed } from './effectiveMenuCollapsed';
import { LAYOUT_DELAYS } from './layoutDelays';
import { layoutMode } from './layoutMode';
import { linkFollowedAction } from './linkFollowedAction';
import { toggleMobilePanel } from './toggleMobilePanel';

describe('layoutMode', () => {
  it('is a drawer under 992 px, narrow up to and including 1200 px, wide above (docs/behaviour.md §12)', () => {
    expect([320, 767, 768, 991].map(layoutMode)).toEqual(['drawer', 'drawer', 'drawer', 'drawer']);
    expect([992, 1100, 1200].map(layoutMode)).toEqual(['narrow', 'narrow', 'narrow']);
    expect([1201, 1920].map(layoutMode)).toEqual(['wide', 'wide']);
  });
});

describe('effectiveMenuCollapsed', () => {
  it('follows the stored choice from 992 px up', () => {
    expect(effectiveMenuCollapsed(true, 992)).toBe(true);
    expect(effectiveMenuCollapsed(true, 1600)).toBe(true);
    expect(effectiveMenuCollapsed(false, 1600)).toBe(false);
  });

  it('is never collapsed under 992 px, whatever was stored', () => {
    expect(effectiveMenuCollapsed(true, 991)).toBe(false);
    expect(effectiveMenuCollapsed(true, 360)).toBe(false);
    expect(effectiveMenuCollapsed(false, 900)).toBe(false);
  });
});

describe('linkFollowedAction', () => {
  it('collapses the menu up to 1200 px, closes the drawer under 992 px, and does nothing wider', () => {
    expect(linkFollowedAction(1200)).toBe('collapse');
    expect(linkFollowedAction(1100)).toBe('collapse');
    expect(linkFollowedAction(992)).toBe('collapse');
    expect(linkFollowedAction(991)).toBe('close-drawer');
    expect(linkFollowedAction(400)).toBe('close-drawer');
    expect(linkFollowedAction(1201)).toBe('none');
  });

  it('waits 200 ms before acting (docs/behaviour.md §12)', () => {
    expect(LAYOUT_DELAYS.menuCollapseAfterLinkMs).toBe(200);
    expect(LAYOUT_DELAYS.hotkeyHintMs).toBe(100);
  });
});

describe('toggleMobilePanel', () => {
  const closed = { drawer: false, topbar: false };

  it('opens one panel and closes the other', () => {
    expect(toggleMobilePanel(closed, 'drawer')).toEqual({ drawer: true, topbar: false });
    expect(toggleMobilePanel({ drawer: true, topbar: false }, 'topbar')).toEqual({ drawer: false, topbar: true });
    expect(toggleMobilePanel({ drawer: false, topbar: true }, 'drawer')).toEqual({ drawer: true, topbar: false });
  });

  it('closes an open panel on a second toggle, leaving the other closed', () => {
    expect(toggleMobilePanel({ drawer: true, topbar: false }, 'drawer')).toEqual(closed);
    expect(toggleMobilePanel({ drawer: false, topbar: true }, 'topbar')).toEqual(closed);
  });

  it('can be told the state to reach', () => {
    expect(toggleMobilePanel({ drawer: true, topbar: false }, 'drawer', true)).toEqual({ drawer: true, topbar: false });
    expect(toggleMobilePanel({ drawer: false, topbar: true }, 'drawer', false)).toEqual({ drawer: false, topbar: true });
  });
});

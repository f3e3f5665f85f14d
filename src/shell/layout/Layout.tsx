import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useStore } from 'zustand';
import { hotkeyHintsAllowed } from '../../core/layout/hotkeyHintsAllowed';
import type { LayoutShortcut } from '../../core/layout/layoutShortcut';
import type { RouteLocation } from '../../core/router/routeLocation';
import { followEditMode } from '../../core/session/editMode';
import { isAdmin, productOf } from '../../core/session/permissions';
import { PortalRootContext, usePortalRoot } from '../../ui/PortalRoot';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { useRouteLocation } from '../routing/useRouteLocation';
import { useShellStyles } from '../styles/useShellStyles';
import { Call24Widget } from '../call24/Call24Widget';
import { pageHasNoFocus } from '../../ui/pageHasNoFocus';
import { focusPageHeading } from './focusPageHeading';
import { HotkeyHints } from './HotkeyHints';
import { MobileBar } from './MobileBar';
import { Sidebar } from './sidebar/Sidebar';
import { TopBar } from './topbar/TopBar';
import { useLayoutShortcuts } from './useLayoutShortcuts';
import { useMenuCollapse } from './useMenuCollapse';

/**
 * The layout frame (docs/behaviour.md §1): sidebar, top bar, mobile bar and body, each a `data-region` that
 * Shift+arrows focus. From 992 px the sidebar sits beside the page, collapsed or not as the user left it;
 * under 992 px it is a drawer opened from the mobile bar, and the top bar's items fold behind a second
 * mobile-bar button.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { runtime, router } = useShell();
  const t = useTranslator(runtime.i18n);
  const id = useId();
  const sidebarId = `${id}sidebar`;
  const topbarId = `${id}topbar`;
  const rootRef = useRef<HTMLDivElement>(null);
  useShellStyles(rootRef);
  const sidebarRef = useRef<HTMLElement>(null);
  const topbarRef = useRef<HTMLElement>(null);
  const mobileBarRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLElement>(null);
  const menu = useMenuCollapse();
  const frameLayers = usePortalRoot();
  const [bodyLayers, setBodyLayers] = useState<HTMLElement | null>(null);
  const drawerMode = menu.mode === 'drawer';
  const { drawer: drawerOpen, topbar: topbarOpen } = menu.panels;
  const title = useStore(runtime.store, (s) => s.projectInfo?.shortName ?? '');
  const product = useStore(runtime.store, (s) => productOf(s.projectInfo));
  const realAdmin = useStore(runtime.store, (s) => isAdmin(s.user, product));
  const hintsAllowed = useStore(runtime.store, (s) => hotkeyHintsAllowed(s.user, product, s.forceUser));
  const [hints, setHints] = useState(false);
  // The administrators' edit mode (the top bar's switch) is read before the first paint, so gear links do not flash.
  useLayoutEffect(() => followEditMode(runtime.store), [runtime]);
  useEffect(() => {
    if (!hintsAllowed) setHints(false);
  }, [hintsAllowed]);

  function mobileButton(panel: 'drawer' | 'topbar'): HTMLButtonElement | null | undefined {
    return mobileBarRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="${panel === 'drawer' ? sidebarId : topbarId}"]`);
  }

  function onShortcut(shortcut: LayoutShortcut): boolean {
    if (shortcut === 'toggle-force-user') {
      // Only an admin has a different view to switch to; for others the browser keeps the key.
      if (!realAdmin) return false;
      runtime.store.setState((s) => ({ forceUser: !s.forceUser }));
      return true;
    }
    const region = shortcut === 'focus-sidebar' ? 'sidebar' : shortcut === 'focus-body' ? 'body' : 'topbar';
    if (drawerMode) {
      // The drawer covers the page: open it to reach the menu, close it to reach anything else.
      const wantDrawer = region === 'sidebar';
      if (wantDrawer !== drawerOpen) flushSync(() => menu.toggleMobile('drawer', wantDrawer));
    }
    const target = region === 'sidebar' ? sidebarRef : region === 'body' ? bodyRef : drawerMode && !topbarOpen ? mobileBarRef : topbarRef;
    target.current?.focus();
    return true;
  }

  useLayoutShortcuts(rootRef, { onShortcut, onHints: setHints, hintsAllowed });

  // A followed menu link moves focus to the page it opened, once the new route is drawn in the body (the old
  // page's heading must not take it). The link navigates before it reports being followed, so the target is
  // the router's location then; React may or may not have drawn it yet.
  const location = useRouteLocation();
  const drawnLocation = useRef(location);
  const focusFor = useRef<RouteLocation | null>(null);
  const stopFocus = useRef<(() => void) | null>(null);
  const focusPage = () => {
    stopFocus.current?.();
    stopFocus.current = bodyRef.current ? focusPageHeading(bodyRef.current) : null;
  };
  useEffect(() => {
    drawnLocation.current = location;
    if (focusFor.current !== location) return;
    focusFor.current = null;
    focusPage();
  }, [location]);
  useEffect(() => {
    // A page opened, or the sign-in form gone from under the focus: the page's heading takes it, as after a
    // menu link, rather than leaving it on the document (where Tab starts over and nothing is announced).
    if (pageHasNoFocus()) focusPage();
    return () => stopFocus.current?.();
  }, []);
  function onLinkFollowed() {
    menu.onLinkFollowed();
    const target = router.getLocation();
    // After the render this starts: on narrow screens the drawer closes and the body stops being inert.
    setTimeout(() => {
      if (drawnLocation.current === target) focusPage();
      else focusFor.current = target;
    });
  }

  // Opening the drawer moves focus into it (it comes first in the tab order, before the mobile bar); closing
  // it while focus is inside gives focus back to the button, instead of losing it as the drawer turns inert.
  const wasOpen = useRef(drawerOpen);
  useLayoutEffect(() => {
    if (drawerOpen && !wasOpen.current) sidebarRef.current?.focus();
    if (!drawerOpen && wasOpen.current && focusWithin(sidebarRef.current)) mobileButton('drawer')?.focus();
    wasOpen.current = drawerOpen;
  });

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !drawerMode || event.defaultPrevented) return;
    // React bubbles events out of portals too: Escape in the account menu or theme popover closes only them.
    if (!rootRef.current?.contains(event.target as Node)) return;
    const open = drawerOpen ? 'drawer' : topbarOpen ? 'topbar' : null;
    if (!open) return;
    event.preventDefault();
    menu.toggleMobile(open, false);
    mobileButton(open)?.focus();
  }

  return (
    <div
      ref={rootRef}
      className="pl-layout"
      data-mode={menu.mode}
      data-collapsed={menu.collapsed || undefined}
      data-drawer-open={(drawerMode && drawerOpen) || undefined}
      onKeyDown={onKeyDown}
    >
      {/* The first stop of Tab: past the menu and the top bar straight to the page (WCAG 2.4.1). A click
          handler, not a #fragment: fragments do not reach into a shadow root, and the router owns the URL.
          Its own small landmark, so that nothing on the page sits outside one (axe 'region'). */}
      <nav className="pl-skip" aria-label={t('Асосий мазмунга ўтиш')}>
        <a
          className="pl-skip-link"
          href="#"
          onClick={(event) => {
            event.preventDefault();
            if (drawerMode && drawerOpen) flushSync(() => menu.toggleMobile('drawer', false));
            if (bodyRef.current) focusPageHeading(bodyRef.current);
          }}
        >
          {t('Асосий мазмунга ўтиш')}
        </a>
      </nav>
      <aside
        ref={sidebarRef}
        id={sidebarId}
        className="pl-layout__sidebar"
        data-region="sidebar"
        tabIndex={-1}
        aria-label={t('Ён панел')}
        inert={drawerMode && !drawerOpen}
      >
        <Sidebar collapsed={menu.collapsed} onLinkFollowed={onLinkFollowed} />
      </aside>
      {drawerMode && drawerOpen ? (
        <div className="pl-layout__backdrop" aria-hidden="true" onClick={() => menu.toggleMobile('drawer', false)} />
      ) : null}
      <div className="pl-layout__main">
        {drawerMode ? (
          <div ref={mobileBarRef} className="pl-mobilebar" data-region="mobilebar" tabIndex={-1}>
            <MobileBar t={t} title={title} panels={menu.panels} sidebarId={sidebarId} topbarId={topbarId} onToggle={menu.toggleMobile} />
          </div>
        ) : null}
        <header
          ref={topbarRef}
          id={topbarId}
          className="pl-topbar pl-layout__topbar"
          part="header"
          data-region="topbar"
          tabIndex={-1}
          aria-label={t('Юқори панел')}
          hidden={drawerMode && !topbarOpen}
        >
          <TopBar sidebarId={sidebarId} collapsed={menu.collapsed} showMenuToggle={!drawerMode} onToggleMenu={menu.toggleCollapsed} />
        </header>
        <main ref={bodyRef} className="pl-layout__body" data-region="body" tabIndex={-1} inert={drawerMode && drawerOpen}>
          {/* The page's popups and dialogs (an open select's list, column settings, file preview) stay inside
              the main landmark with the page that opened them (axe 'region'), not in the frame's layer. */}
          <PortalRootContext.Provider value={bodyLayers ?? frameLayers}>{children}</PortalRootContext.Provider>
          <div ref={setBodyLayers} className="pl-layers" />
        </main>
      </div>
      {hints ? <HotkeyHints t={t} showForceUser={realAdmin} /> : null}
      {/* The call-back widget (issue 15): on the pages project info's call24 rules allow. */}
      <Call24Widget />
    </div>
  );
}

/** Whether focus is inside `node`, looking through shadow roots (document.activeElement is only our host). */
function focusWithin(node: Element | null): boolean {
  if (!node) return false;
  const root = node.getRootNode() as Document | ShadowRoot;
  return Boolean(root.activeElement && node.contains(root.activeElement));
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { effectiveMenuCollapsed } from '../../core/layout/effectiveMenuCollapsed';
import { LAYOUT_DELAYS } from '../../core/layout/layoutDelays';
import { layoutMode, type LayoutMode } from '../../core/layout/layoutMode';
import { linkFollowedAction } from '../../core/layout/linkFollowedAction';
import type { MobilePanels } from '../../core/layout/mobilePanels';
import { toggleMobilePanel } from '../../core/layout/toggleMobilePanel';
import { localStore } from '../../core/storage/localStore';
import { STORAGE_KEYS } from '../../core/storage/storageKeys';
import { useViewportWidth } from './useViewportWidth';

const CLOSED: MobilePanels = { drawer: false, topbar: false };

export interface MenuCollapse {
  mode: LayoutMode;
  /** The sidebar's desktop collapsed state (never true in drawer mode). */
  collapsed: boolean;
  /** Drawer mode: whether the menu drawer or the top bar's items are open (at most one). */
  panels: MobilePanels;
  /** The top bar's menu toggle: collapse or expand, remembered across reloads. */
  toggleCollapsed(): void;
  /** The mobile bar's buttons; `open` forces a state (Shift+Left opens the drawer). */
  toggleMobile(panel: keyof MobilePanels, open?: boolean): void;
  /** The sidebar followed a menu link (docs/behaviour.md §1). */
  onLinkFollowed(): void;
}

/**
 * The menu's collapsed state and the mobile panels (docs/behaviour.md §1): the user's choice persisted under
 * `menu_collapsed`, ignored under 992 px where the menu is a drawer, and collapsed (or the drawer closed)
 * 200 ms after a menu link click at up to 1200 px.
 */
export function useMenuCollapse(): MenuCollapse {
  const width = useViewportWidth();
  const mode = layoutMode(width);
  const [stored, setStored] = useState(() => localStore.get<boolean>(STORAGE_KEYS.menuCollapsed) === true);
  const [panels, setPanels] = useState<MobilePanels>(CLOSED);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const remember = useCallback((collapsed: boolean) => {
    setStored(collapsed);
    localStore.set(STORAGE_KEYS.menuCollapsed, collapsed);
  }, []);

  // Panels belong to drawer mode; leaving it (rotating a tablet) must not leave a stale backdrop behind.
  useEffect(() => {
    if (mode !== 'drawer') setPanels(CLOSED);
  }, [mode]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const toggleCollapsed = useCallback(() => remember(!stored), [remember, stored]);
  const toggleMobile = useCallback((panel: keyof MobilePanels, open?: boolean) => setPanels((p) => toggleMobilePanel(p, panel, open)), []);
  const onLinkFollowed = useCallback(() => {
    // Decided at the click, carried out after the delay, so the click's own feedback is seen first.
    const action = linkFollowedAction(globalThis.innerWidth);
    if (action === 'none') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (action === 'collapse') remember(true);
      else setPanels((p) => ({ ...p, drawer: false }));
    }, LAYOUT_DELAYS.menuCollapseAfterLinkMs);
  }, [remember]);

  return { mode, collapsed: effectiveMenuCollapsed(stored, width), panels, toggleCollapsed, toggleMobile, onLinkFollowed };
}

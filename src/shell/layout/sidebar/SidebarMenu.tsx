import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { productOf } from '../../../core/session/permissions';
import { useStore } from 'zustand';
import type { MenuItem } from '../../../core/api/contract';
import { canEditMenuItem } from '../../../core/menu/canEditMenuItem';
import { findActiveMenuItem } from '../../../core/menu/findActiveMenuItem';
import { Button } from '../../../ui/Button';
import { useTranslator } from '../../../ui/useTranslator';
import { useShell } from '../../routing/ShellContext';
import { useRouteLocation } from '../../routing/useRouteLocation';
import { CollapsedMenu } from './CollapsedMenu';
import { handleMenuKeys } from './handleMenuKeys';
import { MenuControls } from './MenuControls';
import { MenuList } from './MenuList';
import { MenuTreeContext, type MenuTreeState } from './MenuTreeContext';
import { useMenuArrangement } from './useMenuArrangement';
import { useMenuDrag } from './useMenuDrag';
import { useMenuExpansion } from './useMenuExpansion';
import { useMenuTree } from './useMenuTree';

export interface SidebarMenuProps {
  collapsed: boolean;
  onLinkFollowed(): void;
}

/**
 * The menu part of the sidebar: the server's tree in the user's order, the active item and its open path,
 * admin edit links, reordering (drag or Alt+Arrow keys while unlocked; never while collapsed) and the
 * collapsed icon strip with fly-outs.
 */
export function SidebarMenu({ collapsed, onLinkFollowed }: SidebarMenuProps) {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const location = useRouteLocation();
  const user = useStore(runtime.store, (s) => s.user);
  const product = useStore(runtime.store, (s) => productOf(s.projectInfo));
  // Pencil links only in the edit mode (core/session/editMode).
  const forceUser = useStore(runtime.store, (s) => !s.editLinks);
  const menus = useMenuTree(runtime);
  const arrangement = useMenuArrangement(menus.items);
  const { shown } = arrangement;
  const active = useMemo(() => findActiveMenuItem(shown, location), [shown, location]);
  const expansion = useMenuExpansion(shown, active?.id ?? null);
  const dragEnabled = arrangement.unlocked && !collapsed;
  const drag = useMenuDrag(dragEnabled, shown, arrangement.moveTo);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const followed = useRef(onLinkFollowed);
  useEffect(() => {
    followed.current = onLinkFollowed;
  });
  const onLinkClick = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    // Mirrors AppLink: these clicks are left to the browser (or open a new tab) and do not leave the page.
    if (event.defaultPrevented || event.button !== 0 || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    queueMicrotask(() => followed.current());
  }, []);

  const tree = useMemo<MenuTreeState>(
    () => ({
      t,
      activeId: active?.id ?? null,
      activePath: expansion.activePath,
      expanded: expansion.expanded,
      toggle: expansion.toggle,
      canEdit: (item: MenuItem) => canEditMenuItem(item, { user, product, forceUser }),
      onLinkClick,
      drag,
    }),
    [t, active, expansion, user, product, forceUser, onLinkClick, drag],
  );

  const moveBy = (id: number, delta: -1 | 1) => {
    const position = arrangement.moveBy(id, delta);
    if (position === null) return;
    refocus.current = id;
    const item = findById(shown, id);
    setAnnouncement(t('{0} {1}-ўринга кўчирилди', { 0: item ? t(item.name) : '', 1: position + 1 }));
  };
  // Moving re-orders DOM nodes, which can drop focus; put it back on the moved item.
  useEffect(() => {
    if (refocus.current === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-menu-item="${refocus.current}"]`)?.focus();
    refocus.current = null;
  });

  if (menus.status === 'failed' && menus.items.length === 0) {
    return (
      <div className="pl-sidebar__menu-error" role="alert">
        <p>{t('Менюни юклашда хатолик')}</p>
        <Button onClick={menus.retry}>{t('Қайта урунинг')}</Button>
      </div>
    );
  }
  if (menus.status === 'loading' && menus.items.length === 0) {
    return <div className="pl-sidebar__menu-loading" role="status" aria-busy="true" />;
  }
  return (
    <MenuTreeContext.Provider value={tree}>
      {collapsed ? (
        <CollapsedMenu items={shown} />
      ) : (
        <>
          <MenuControls
            t={t}
            unlocked={arrangement.unlocked}
            onUnlockedChange={arrangement.setUnlocked}
            canReset={arrangement.customised}
            onReset={() => {
              arrangement.reset();
              setAnnouncement(t('Тартиб тикланди'));
            }}
          />
          <div
            ref={listRef}
            className={`pl-nav ${dragEnabled ? 'pl-nav--arranging' : ''}`}
            onKeyDown={(event) => handleMenuKeys(event, { toggle: expansion.toggle, move: dragEnabled ? moveBy : undefined })}
          >
            <MenuList items={shown} parentKey="root" depth={0} />
          </div>
        </>
      )}
      <div className="pl-sr-only" role="status" aria-live="polite">
        {announcement}
      </div>
    </MenuTreeContext.Provider>
  );
}

function findById(items: readonly MenuItem[], id: number): MenuItem | null {
  for (const item of items) {
    if (item.id === id) return item;
    const below = findById(item.children ?? [], id);
    if (below) return below;
  }
  return null;
}

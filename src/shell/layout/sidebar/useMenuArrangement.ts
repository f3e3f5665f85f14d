import { useCallback, useMemo, useState } from 'react';
import type { MenuItem } from '../../../core/api/contract';
import { applyMenuOrder } from '../../../core/menu/applyMenuOrder';
import { menuPreferences } from '../../../core/menu/menuPreferences';
import type { MenuOrder } from '../../../core/menu/MenuOrder';
import { menuSiblingIds } from '../../../core/menu/menuSiblingIds';
import { moveMenuItem } from '../../../core/menu/moveMenuItem';

export interface MenuArrangement {
  /** The tree in the user's order. */
  shown: MenuItem[];
  /** The stored lock state (`isDraggingAllowed`). */
  unlocked: boolean;
  setUnlocked(unlocked: boolean): void;
  /** Whether any order is saved (reset has something to do). */
  customised: boolean;
  /** Move among siblings; returns the item's new position, or null when it did not move. */
  moveTo(id: number, index: number): number | null;
  moveBy(id: number, delta: number): number | null;
  reset(): void;
}

/** The user's menu order and lock state, persisted in local storage (docs/behaviour.md §1, §2 menuOrder, isDraggingAllowed). */
export function useMenuArrangement(items: MenuItem[]): MenuArrangement {
  const [order, setOrder] = useState<MenuOrder>(() => menuPreferences.readOrder());
  const [unlocked, setUnlockedState] = useState(() => menuPreferences.readDraggingAllowed());
  const shown = useMemo(() => applyMenuOrder(items, order), [items, order]);

  const moveTo = useCallback(
    (id: number, index: number) => {
      const next = moveMenuItem(shown, order, id, index);
      if (next === order) return null;
      setOrder(next);
      menuPreferences.writeOrder(next);
      return menuSiblingIds(applyMenuOrder(items, next), id).indexOf(id);
    },
    [items, shown, order],
  );
  const moveBy = useCallback(
    (id: number, delta: number) => {
      const index = menuSiblingIds(shown, id).indexOf(id);
      return index < 0 ? null : moveTo(id, index + delta);
    },
    [shown, moveTo],
  );
  const reset = useCallback(() => {
    menuPreferences.resetOrder();
    setOrder({});
  }, []);
  const setUnlocked = useCallback((next: boolean) => {
    menuPreferences.writeDraggingAllowed(next);
    setUnlockedState(next);
  }, []);
  return { shown, unlocked, setUnlocked, customised: Object.keys(order).length > 0, moveTo, moveBy, reset };
}

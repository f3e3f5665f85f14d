import type { MenuItem } from '../api/contract';
import { MENU_ROOT, type MenuOrder } from './MenuOrder';

/**
 * Move the item `id` to position `toIndex` among its own siblings (drag and drop, or Alt+Arrow keys) and
 * return the new order. `items` is the tree as shown, i.e. with the current order already applied. An item
 * never leaves its parent. The same `order` object comes back when nothing moves, so callers can skip saving.
 *
 * @example
 * const shown = applyMenuOrder(menus, order);
 * order = moveMenuItem(shown, order, 7, 0); // item 7 first among its siblings
 */
export function moveMenuItem(items: readonly MenuItem[], order: MenuOrder, id: number, toIndex: number): MenuOrder {
  const found = siblingsOf(items, id, MENU_ROOT);
  if (!found) return order;
  const ids = found.siblings.map((item) => item.id);
  const from = ids.indexOf(id);
  const to = Math.max(0, Math.min(ids.length - 1, Math.trunc(toIndex)));
  if (from === to || Number.isNaN(to)) return order;
  ids.splice(from, 1);
  ids.splice(to, 0, id);
  return { ...order, [found.key]: ids };
}

function siblingsOf(items: readonly MenuItem[], id: number, key: string): { siblings: readonly MenuItem[]; key: string } | null {
  if (items.some((item) => item.id === id)) return { siblings: items, key };
  for (const item of items) {
    const below = item.children?.length ? siblingsOf(item.children, id, String(item.id)) : null;
    if (below) return below;
  }
  return null;
}

import type { MenuItem } from '../api/contract';
import { MENU_ROOT, type MenuOrder } from './MenuOrder';

/**
 * The tree with every sibling list sorted by the saved order: listed ids first, in their saved order, then
 * the items the order does not know yet (added on the server since) in the server's order. Returns new
 * arrays and nodes; the input is not changed.
 *
 * @example
 * applyMenuOrder(menus, { root: [3, 1] }); // top level: 3, 1, then 2 and the rest as the server sent them
 */
export function applyMenuOrder(items: readonly MenuItem[], order: MenuOrder): MenuItem[] {
  return sortLevel(items, order, MENU_ROOT);
}

function sortLevel(items: readonly MenuItem[], order: MenuOrder, key: string): MenuItem[] {
  const saved = order[key] ?? [];
  const rank = new Map(saved.map((id, index) => [id, index]));
  const sorted = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (rank.get(a.item.id) ?? saved.length + a.index) - (rank.get(b.item.id) ?? saved.length + b.index))
    .map(({ item }) => item);
  return sorted.map((item) => (item.children?.length ? { ...item, children: sortLevel(item.children, order, String(item.id)) } : item));
}

import type { MenuItem } from '../api/contract';

/**
 * Ids of the groups above the item `id`, outermost first: the groups to expand so the item is visible
 * (docs/behaviour.md §1 "items auto-expand along the active path"). Empty for a top-level or unknown item.
 *
 * @example
 * menuAncestorIds(menus, 7); // [1, 4]: group 1 holds group 4, which holds item 7
 */
export function menuAncestorIds(items: readonly MenuItem[], id: number): number[] {
  return pathTo(items, id)?.slice(0, -1) ?? [];
}

function pathTo(items: readonly MenuItem[], id: number): number[] | null {
  for (const item of items) {
    if (item.id === id) return [id];
    const below = pathTo(item.children ?? [], id);
    if (below) return [item.id, ...below];
  }
  return null;
}

import type { MenuItem } from '../api/contract';

/**
 * Ids of the item `id` and its siblings, in the order given (the order shown); empty for an unknown id.
 *
 * @example
 * menuSiblingIds(shown, 12); // [11, 12, 13]
 */
export function menuSiblingIds(items: readonly MenuItem[], id: number): number[] {
  if (items.some((item) => item.id === id)) return items.map((item) => item.id);
  for (const item of items) {
    const found = menuSiblingIds(item.children ?? [], id);
    if (found.length) return found;
  }
  return [];
}

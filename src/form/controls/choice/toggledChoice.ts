import { sameId, type OptionId } from './selectedIds';

/** A multiple select's next value, or `refused` when the pick would pass the selection limit. */
export type ToggleResult = { next: OptionId[]; refused: false } | { next: OptionId[]; refused: true; limit: number };

/**
 * Toggles `id` in a multiple select's value. Adding past `selectionCount` is refused (docs/behaviour.md §5: 'Бир
 * вақтда {0} тадан кўп элемент танлаш мумкин эмас'); removing is always allowed. No limit when unset.
 *
 * @example
 * toggledChoice([1, 2], 3, 2); // { next: [1, 2], refused: true, limit: 2 }
 * toggledChoice([1, 2], 2, 2); // { next: [1], refused: false }
 */
export function toggledChoice(current: readonly OptionId[], id: OptionId, selectionCount: number | null | undefined): ToggleResult {
  if (current.some((item) => sameId(item, id))) return { next: current.filter((item) => !sameId(item, id)), refused: false };
  if (selectionCount != null && selectionCount > 0 && current.length >= selectionCount)
    return { next: [...current], refused: true, limit: selectionCount };
  return { next: [...current, id], refused: false };
}

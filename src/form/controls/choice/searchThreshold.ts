import type { FormElementMeta } from '../../../core/api/formMeta';

/** A select shows a search box from this many options on (docs/behaviour.md §5 minItemsToSearch default, §12). */
export const MIN_ITEMS_TO_SEARCH = 11;

/**
 * Whether a select with `count` options shows its search box: from the element's minItemsToSearch
 * (default 11) options on.
 *
 * @example
 * showsSearch({ id: 1, type: 'select' }, 11); // true
 * showsSearch({ id: 1, type: 'select' }, 10); // false
 */
export function showsSearch(element: FormElementMeta, count: number): boolean {
  const threshold = element.minItemsToSearch != null && element.minItemsToSearch >= 0 ? element.minItemsToSearch : MIN_ITEMS_TO_SEARCH;
  return count >= threshold;
}

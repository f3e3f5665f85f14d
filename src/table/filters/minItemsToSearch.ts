/**
 * A select shows a search box from this many options on (docs/behaviour.md §5 minItemsToSearch default, §12).
 *
 * @example
 * const searchable = options.length >= MIN_ITEMS_TO_SEARCH;
 */
export const MIN_ITEMS_TO_SEARCH = 11;

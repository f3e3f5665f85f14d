/**
 * A select shows a search box from this many options on (SPEC §2.9 minItemsToSearch default, §9).
 *
 * @example
 * const searchable = options.length >= MIN_ITEMS_TO_SEARCH;
 */
export const MIN_ITEMS_TO_SEARCH = 11;

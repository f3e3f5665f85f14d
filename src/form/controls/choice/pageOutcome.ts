/** The default page size of a scroll select (docs/behaviour.md §11, the element's `limit`). */
export const SCROLL_SELECT_DEFAULT_LIMIT = 20;

/** The scroll select's search waits this long after the last key (docs/behaviour.md §12). */
export const SCROLL_SELECT_SEARCH_DEBOUNCE_MS = 1200;

/**
 * What one loaded page of a scroll select means (docs/behaviour.md §11): a non-empty page no longer than the limit may
 * have more after it; an empty page, or one longer than the limit (a server that ignores paging and sent
 * everything), marks every option loaded. The options of a non-empty page are always kept.
 *
 * @example
 * pageOutcome(20, 20); // { allLoaded: false }
 * pageOutcome(0, 20); // { allLoaded: true }
 * pageOutcome(25, 20); // { allLoaded: true }
 */
export function pageOutcome(length: number, limit: number | null | undefined): { allLoaded: boolean } {
  const size = limit != null && limit > 0 ? limit : SCROLL_SELECT_DEFAULT_LIMIT;
  return { allLoaded: length === 0 || length > size };
}

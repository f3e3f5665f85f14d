/**
 * The export modal shows its spinner only once a download has taken this long (docs/behaviour.md §4, §12), so a quick
 * export does not flash one.
 *
 * @example
 * const timer = setTimeout(() => setSpinner(true), EXPORT_SPINNER_DELAY_MS);
 */
export const EXPORT_SPINNER_DELAY_MS = 200;

/**
 * How long a typed filter (text, number range) waits after the last key before it applies (docs/behaviour.md §12 uses
 * 500 ms for typed input): one data call per pause, not one per key. Enter applies at once.
 *
 * @example
 * setTimeout(commit, FILTER_DEBOUNCE_MS);
 */
export const FILTER_DEBOUNCE_MS = 500;

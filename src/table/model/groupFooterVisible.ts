/**
 * Whether a group gets its own footer row (docs/behaviour.md §4): only when it has more than one record, because the
 * total of a single record repeats it.
 *
 * @example
 * groupFooterVisible(1); // false
 * groupFooterVisible(2); // true
 */
export function groupFooterVisible(recordCount: number): boolean {
  return recordCount > 1;
}

/**
 * Whether the table's footer rows are drawn (docs/behaviour.md §4): a total of one row repeats that row, so footers
 * show only with more than one row, or, when rows are grouped, with more than one group.
 *
 * @example
 * footerVisible({ rowCount: 1 });                  // false
 * footerVisible({ rowCount: 5, groupCount: 1 });   // false: one group's total is its own footer
 * footerVisible({ rowCount: 5, groupCount: 2 });   // true
 */
export function footerVisible(counts: { rowCount: number; groupCount?: number | null }): boolean {
  return counts.groupCount == null ? counts.rowCount > 1 : counts.groupCount > 1;
}

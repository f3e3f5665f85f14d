/**
 * The number shown in the row-number column (docs/behaviour.md §4): numbering continues across pages, so the first
 * row of page `page` (1-based) is page*pageSize - (pageSize-1) and the rest count on from there.
 *
 * @example
 * rowNumber(1, 20, 0); // 1
 * rowNumber(3, 20, 0); // 41
 * rowNumber(3, 20, 4); // 45
 */
export function rowNumber(page: number, pageSize: number, indexOnPage: number): number {
  return page * pageSize - (pageSize - 1) + indexOnPage;
}

/**
 * How many more files an element takes (docs/behaviour.md §5: selection stops when the count reaches maxCount; no
 * limit when unset). Files already uploaded and those still on their way both count.
 *
 * @example
 * roomForFiles(3, 2); // 1
 * roomForFiles(null, 7); // Infinity
 */
export function roomForFiles(maxCount: number | null | undefined, count: number): number {
  if (maxCount == null || maxCount <= 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, maxCount - count);
}

/**
 * An element's maxSize (KB, docs/behaviour.md §5) in bytes; null when unset, i.e. unlimited.
 *
 * @example
 * maxSizeBytes(500); // 512000
 * maxSizeBytes(null); // null
 */
export function maxSizeBytes(maxSize: number | null | undefined): number | null {
  return maxSize != null && maxSize > 0 ? maxSize * 1024 : null;
}

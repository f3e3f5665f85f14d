/**
 * "Nothing entered" for the required rule (docs/behaviour.md §5): null, undefined, blank text, an empty list and an
 * object without keys (an empty key-value control). false and 0 are values.
 *
 * @example
 * isEmptyValue('  '); // true
 * isEmptyValue(0); // false
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/**
 * docs/behaviour.md §5 checkbox coercion: true, 1, '1' and 'true' are true; everything else is false.
 *
 * @example
 * toBoolean('1'); // true
 * toBoolean('yes'); // false
 */
export function toBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

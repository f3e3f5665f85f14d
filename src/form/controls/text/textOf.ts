/**
 * The text a text control shows for a form value: strings as they are, null and undefined as '', anything
 * else (a number the server sent for a text field) as its string.
 *
 * @example
 * textOf(null); // ''
 * textOf(42);   // '42'
 */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

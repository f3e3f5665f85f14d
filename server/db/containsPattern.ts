/**
 * An ILIKE pattern matching `text` anywhere, its own `\`, `%` and `_` escaped so they match themselves.
 *
 * @example
 * containsPattern('50%_off'); // '%50\\%\\_off%'
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

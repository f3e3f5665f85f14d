/**
 * A message with its `{0}`, `{1}`… (or `{name}`) placeholders filled in, the spec's message format (docs/behaviour.md §2),
 * for texts the server sends already translated.
 *
 * @example
 * fillText('Файл ўлчами {0} гача бўлиши мумкин', { 0: '50 MB' }); // 'Файл ўлчами 50 MB гача бўлиши мумкин'
 */
export function fillText(text: string, values: Record<string, string | number> | readonly (string | number)[]): string {
  return Object.entries(values).reduce((shown, [key, value]) => shown.replaceAll(`{${key}}`, String(value)), text);
}

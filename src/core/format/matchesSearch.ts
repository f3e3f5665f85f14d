/**
 * Whether an option label matches what the user typed in a select's search box: every word of the query
 * appears in the label, ignoring case, so 'тош шаҳ' finds 'Тошкент шаҳри'.
 *
 * @example
 * matchesSearch('Тошкент шаҳри', 'ШАҲ'); // true
 * matchesSearch('Тошкент шаҳри', 'бухоро'); // false
 */
export function matchesSearch(label: string, query: string): boolean {
  const haystack = label.toLocaleLowerCase();
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** An option id as a select value holds it. */
export type OptionId = string | number;

/**
 * The ids a select's value holds, whatever shape it came in: nothing, one id, or a list (ids of other
 * types are dropped, the shared rules refuse them anyway).
 *
 * @example
 * selectedIds(null); // []
 * selectedIds(3); // [3]
 * selectedIds(['a', 2]); // ['a', 2]
 */
export function selectedIds(value: unknown): OptionId[] {
  if (value === null || value === undefined || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  return list.filter((id): id is OptionId => typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)));
}

/**
 * Ids compare as text: a record may hold 5 where the options say '5'.
 *
 * @example
 * sameId(5, '5'); // true
 */
export function sameId(a: unknown, b: unknown): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}

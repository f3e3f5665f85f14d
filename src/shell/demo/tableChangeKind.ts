/**
 * What a table's new address says the user changed (src/table/data/tableAddress.ts writes `sort` and
 * `order`, `page` and `size`, and one parameter per filter): 'sort', 'page' or 'filter', the first that
 * differs in that order; null when nothing did.
 *
 * @example
 * tableChangeKind({}, { sort: 'name', order: 'desc' }); // 'sort'
 */
export function tableChangeKind(before: Record<string, string>, after: Record<string, string>): 'sort' | 'page' | 'filter' | null {
  const changed = new Set([...Object.keys(before), ...Object.keys(after)].filter((key) => before[key] !== after[key]));
  if (changed.has('sort') || changed.has('order')) return 'sort';
  if (changed.has('page') || changed.has('size')) return 'page';
  return changed.size ? 'filter' : null;
}

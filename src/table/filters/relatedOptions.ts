import type { FilterValue, TableFilterMeta, TableFilterOption } from '../../core/api/tableContract';
import { isEmptyFilterValue } from './isEmptyFilterValue';

/**
 * The options a related select offers (docs/behaviour.md §5): none while the filter it depends on is empty, then only
 * those whose `filterBy` field equals that value (any of its values when the parent is a multiselect).
 * Ids and values compare as text: a select's id 2 and a stored '2' are the same region. Without `filterBy`
 * the related value only enables the select and every option stays.
 *
 * @example
 * relatedOptions(district, districts, 1); // districts with region_id == 1
 */
export function relatedOptions(
  filter: Pick<TableFilterMeta, 'filterBy'>,
  options: readonly TableFilterOption[],
  parentValue: FilterValue | null | undefined,
): TableFilterOption[] {
  if (isEmptyFilterValue(parentValue)) return [];
  if (!filter.filterBy) return [...options];
  const wanted = new Set((Array.isArray(parentValue) ? parentValue : [parentValue]).map((v) => String(v)));
  const field = filter.filterBy;
  return options.filter((option) => option[field] !== null && option[field] !== undefined && wanted.has(String(option[field])));
}

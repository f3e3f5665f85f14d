import type { FilterValue, FilterValues, TableFilterMeta } from '../../core/api/tableContract';
import { isEmptyFilterValue } from './isEmptyFilterValue';
import { isRelatedFilter } from './isRelatedFilter';

/**
 * The filter values after one filter changed: empty values are dropped (so the data call carries only real
 * filters), and related selects that depend on the changed filter, directly or down a chain (region ->
 * district -> mahalla), are cleared when its value actually changed (docs/behaviour.md §5: a value no longer among the
 * options is cleared). Returns a new object.
 *
 * @example
 * applyFilterChange(filters, { region_id: 1, district_id: 10 }, 'region_id', 2); // { region_id: 2 }
 */
export function applyFilterChange(
  filters: readonly TableFilterMeta[],
  values: FilterValues,
  dataField: string,
  value: FilterValue | null,
): FilterValues {
  const next: FilterValues = {};
  for (const [field, current] of Object.entries(values)) {
    if (!isEmptyFilterValue(current)) next[field] = current;
  }
  const changed = !sameValue(next[dataField] ?? null, isEmptyFilterValue(value) ? null : value);
  if (isEmptyFilterValue(value)) delete next[dataField];
  else next[dataField] = value;
  if (!changed) return next;

  const queue = [dataField];
  const cleared = new Set(queue);
  while (queue.length) {
    const parent = queue.shift()!;
    for (const filter of filters) {
      if (!isRelatedFilter(filter) || filter.relatedSelect !== parent || cleared.has(filter.dataField)) continue;
      cleared.add(filter.dataField);
      delete next[filter.dataField];
      queue.push(filter.dataField);
    }
  }
  return next;
}

function sameValue(a: FilterValue | null, b: FilterValue | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

import type { FilterValues, TableFilterMeta } from '../../core/api/tableContract';

/**
 * The filter values a table opens with: each filter's `defaultValue`, keyed by its dataField. Filters of
 * other levels are the sub-tables' business and are left out.
 *
 * @example
 * initialFilterValues([{ id: 1, level: 1, type: 'select', dataField: 'status', label: 'Status', defaultValue: 'new' }], 1);
 * // { status: 'new' }
 */
export function initialFilterValues(filters: readonly TableFilterMeta[], level: number): FilterValues {
  const values: FilterValues = {};
  for (const filter of filters) {
    if (filter.level !== level || filter.defaultValue == null) continue;
    values[filter.dataField] = filter.defaultValue;
  }
  return values;
}

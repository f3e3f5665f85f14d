import type { FilterValue, FilterValues, TableQuery } from '../api/tableContract';

/**
 * The query string of a data, totals or export call (src/core/api/tableContract.ts): `level`, `page`, `size`,
 * `sort` and `order` as plain parameters and the filters as one JSON parameter. Filters without a value
 * (null, '', [] or an empty range) are left out, so an unfiltered call has no `filters` at all and two calls
 * that mean the same thing have the same address.
 *
 * @example
 * tableQueryString({ level: 1, page: 2, size: 20, sort: 'amount', order: -1, filters: { region: 3, name: '' } });
 * // 'level=1&page=2&size=20&sort=amount&order=-1&filters=%7B%22region%22%3A3%7D'
 */
export function tableQueryString(query: TableQuery): string {
  const params = new URLSearchParams();
  if (query.level != null) params.set('level', String(query.level));
  if (query.page != null) params.set('page', String(query.page));
  if (query.size != null) params.set('size', String(query.size));
  if (query.sort && query.order) {
    params.set('sort', query.sort);
    params.set('order', String(query.order));
  }
  const filters = activeFilters(query.filters);
  if (filters) params.set('filters', JSON.stringify(filters));
  return params.toString();
}

function activeFilters(filters: FilterValues | undefined): FilterValues | null {
  if (!filters) return null;
  const active = Object.entries(filters).filter(([, value]) => hasValue(value));
  return active.length ? Object.fromEntries(active) : null;
}

function hasValue(value: FilterValue | null): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return (value.from ?? '') !== '' || (value.to ?? '') !== '';
  return true;
}

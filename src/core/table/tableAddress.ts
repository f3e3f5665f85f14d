import { PAGE_SIZES, type FilterValue, type FilterValues, type TableDefinition } from '../api/tableContract';
import { leafColumns } from './leafColumns';
import type { SortState } from './SortState';
import { initialFilterValues, type AddressQuery } from './initialFilterValues';
import { initialSort } from './initialSort';

/** What of a table the address holds: the applied filters, the sort and the page. */
export interface TableAddressState {
  page: number;
  size: number;
  sort: SortState;
  filters: FilterValues;
}

/**
 * The table's state as the address says it, so a bookmarked or shared view opens as it was saved and back
 * and forward restore it. Parameters, readable and stable:
 * - filters as the menu presets already write them: `status_id=2`, `category_id=3,4`, `is_urgent=true`,
 *   `created_at.from=2026-10-01&created_at.to=2026-10-31`; `status_id=` clears a filter's default;
 * - `sort={dataField}&order=asc|desc` (`sort=` for no sort when the table has a default one);
 * - `page={n}` and `size={n}` on server-paged tables.
 * What is missing or invalid (an unknown column, `page=-3`, `size=7`) falls back to the table's defaults.
 *
 * @example
 * readTableAddress(definition, 1, { status_id: '2', sort: 'amount', order: 'desc', page: '3' });
 * // { page: 3, size: 50, sort: { columnId: 9, order: -1 }, filters: { status_id: 2 } }
 */
export function readTableAddress(definition: TableDefinition, level: number, query: AddressQuery): TableAddressState {
  const param = (key: string) => [query[key]].flat()[0];
  const client = definition.props.paging === 'client';
  const defaultSize = definition.props.pageSize || 20;
  const page = Number(param('page'));
  const size = Number(param('size'));
  return {
    page: !client && Number.isSafeInteger(page) && page >= 1 ? page : 1,
    size: !client && (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
    sort: readSort(definition, param('sort'), param('order')),
    filters: initialFilterValues(definition.filters, level, query),
  };
}

/**
 * The query with the table's state written in: the other parameters (`_mid`, `_target`, a page's own) are
 * kept as they were, the table's own are replaced, and what equals the table's defaults is left out, so an
 * untouched table keeps its plain address.
 *
 * @example
 * writeTableAddress(definition, 1, { _mid: '6', status_id: '2' }, { page: 2, size: 50, sort: null, filters: { status_id: 3 } });
 * // { _mid: '6', status_id: '3', sort: '', page: '2' }
 */
export function writeTableAddress(
  definition: TableDefinition,
  level: number,
  query: AddressQuery,
  state: TableAddressState,
): Record<string, string> {
  const own = tableAddressKeys(definition, level);
  const next: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const first = [value].flat()[0];
    if (!own.has(key) && first !== undefined) next[key] = first;
  }
  const defaults = readTableAddress(definition, level, {});
  for (const filter of definition.filters) {
    if (filter.level !== level) continue;
    const field = filter.dataField;
    const value = state.filters[field] ?? null;
    if (sameValue(value, defaults.filters[field] ?? null)) continue;
    Object.assign(next, filterParams(filter.type, field, value, defaults.filters[field] != null));
  }
  if (!sameSort(state.sort, defaults.sort)) {
    const column = state.sort && leafColumns(definition.columns).find((leaf) => String(leaf.id) === String(state.sort!.columnId));
    next.sort = column?.dataField ?? '';
    if (column?.dataField) next.order = state.sort!.order === -1 ? 'desc' : 'asc';
  }
  if (state.page !== defaults.page) next.page = String(state.page);
  if (state.size !== defaults.size) next.size = String(state.size);
  return next;
}

/**
 * The part of a query the table reads, as one string: two addresses with the same key show the same table
 * state, whatever else (`_mid`) differs or in whichever order the parameters come.
 *
 * @example
 * tableAddressKey(definition, 1, { _mid: '6', status_id: '2' }) === tableAddressKey(definition, 1, { status_id: '2' }); // true
 */
export function tableAddressKey(definition: TableDefinition, level: number, query: AddressQuery): string {
  const own = tableAddressKeys(definition, level);
  const entries = Object.entries(query)
    .filter(([key]) => own.has(key))
    .map(([key, value]) => [key, [value].flat()[0] ?? null] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

function tableAddressKeys(definition: TableDefinition, level: number): Set<string> {
  const keys = new Set(['page', 'size', 'sort', 'order']);
  for (const filter of definition.filters) {
    if (filter.level !== level) continue;
    keys.add(filter.dataField);
    keys.add(`${filter.dataField}.from`);
    keys.add(`${filter.dataField}.to`);
  }
  return keys;
}

function readSort(definition: TableDefinition, field: string | undefined, order: string | undefined): SortState {
  if (field === undefined) return initialSort(definition);
  if (field === '') return null;
  const column = leafColumns(definition.columns).find((leaf) => leaf.dataField === field && leaf.sortable !== false);
  if (!column) return initialSort(definition);
  return { columnId: column.id, order: order === 'desc' ? -1 : 1 };
}

function filterParams(type: string, field: string, value: FilterValue | null, hasDefault: boolean): Record<string, string> {
  const empty = value == null || value === '' || (Array.isArray(value) && !value.length);
  if (type === 'date' || type === 'datetime' || type === 'number' || type === 'int') {
    const range = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as {
      from?: string | null;
      to?: string | null;
    };
    const params: Record<string, string> = {};
    if (range.from) params[`${field}.from`] = String(range.from);
    if (range.to) params[`${field}.to`] = String(range.to);
    // An emptied range whose filter has a default says so, or reading it back would bring the default again.
    return Object.keys(params).length || !hasDefault ? params : { [`${field}.from`]: '' };
  }
  if (empty) return hasDefault ? { [field]: '' } : {};
  return { [field]: Array.isArray(value) ? value.join(',') : String(value) };
}

function sameValue(a: FilterValue | null, b: FilterValue | null): boolean {
  return JSON.stringify(normal(a)) === JSON.stringify(normal(b));
}

function normal(value: FilterValue | null): FilterValue | null {
  if (value === '' || (Array.isArray(value) && !value.length)) return null;
  if (value && typeof value === 'object' && !Array.isArray(value))
    return value.from || value.to ? { from: value.from || null, to: value.to || null } : null;
  return value ?? null;
}

function sameSort(a: SortState, b: SortState): boolean {
  return (a === null && b === null) || (a !== null && b !== null && String(a.columnId) === String(b.columnId) && a.order === b.order);
}

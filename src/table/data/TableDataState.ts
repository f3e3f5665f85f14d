import type { FilterValues, TableTotals } from '../../core/api/tableContract';
import type { SortState } from '../../core/table/SortState';

/**
 * What `useTableData` holds and offers: the request state (page, size, sort, filters), the loaded rows and
 * totals, and the setters that change the request. `dataVersion` counts finished data loads and
 * `totalsSettled` says whether the totals of the current filters are in (or failed), so the container can
 * announce a load once (`platon-table-loaded`).
 *
 * @example
 * const { rows, page, setPage } = data; // data: TableDataState
 */
export interface TableDataState {
  page: number;
  size: number;
  sort: SortState;
  filters: FilterValues;
  rows: Record<string, unknown>[];
  /** A next page exists (the server read one row past this page). */
  hasMore: boolean;
  status: 'loading' | 'ready' | 'failed';
  totals: TableTotals | null;
  totalsSettled: boolean;
  dataVersion: number;
  setPage(page: number): void;
  setSize(size: number): void;
  setSort(sort: SortState): void;
  setFilters(filters: FilterValues): void;
  /** Load the data and the totals again (after a failure). */
  retry(): void;
}

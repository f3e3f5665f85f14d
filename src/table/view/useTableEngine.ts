import { useMemo } from 'react';
import {
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ReactTable,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import type { TableColumnMeta } from '../../core/api/tableMetaContract';
import { createSortRanks } from '../data/createSortRanks';
import type { SortState } from '../../core/table/SortState';
import { createRankSortedRowModel, type RankedColumnMeta } from './createRankSortedRowModel';

/**
 * The TanStack Table features a data table uses: sorting (in the browser only for client tables, placing rows
 * by their precomputed ranks) and selection.
 */
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createRankSortedRowModel(),
  rowSelectionFeature,
  columnMeta: {} as RankedColumnMeta,
});

export type EngineFeatures = typeof features;
export type EngineRow = Record<string, unknown>;
export type TableEngine = ReactTable<EngineFeatures, EngineRow>;

export interface TableEngineOptions {
  leaves: readonly TableColumnMeta[];
  rows: readonly EngineRow[];
  /** Row field that identifies a record: stable row ids across pages and sorts. */
  rowKey?: string | null;
  /** Client-paged table: TanStack sorts the loaded rows; otherwise the server already did. */
  clientSort: boolean;
  sort: SortState;
  rowSelection: RowSelectionState;
  onRowSelectionChange(next: RowSelectionState): void;
}

/**
 * The table engine (TanStack Table v9) under a DataTable: one column per data leaf, rows identified by the
 * table's rowKey, the sort state (ours, from nextSort, mirrored into TanStack's) and single-row selection.
 * A server-paged table sorts on the server (`manualSorting`); a client table sorts in the browser, placing
 * each row at its precomputed rank (createSortRanks, createRankSortedRowModel), so 100,000 rows sort within
 * budget without one comparison of rows.
 * Header rows come from the pure column model, which knows rowSpans; TanStack's header groups do not.
 *
 * @example
 * const table = useTableEngine({ leaves, rows, rowKey: 'id', clientSort: false, sort, rowSelection, onRowSelectionChange });
 * table.getRowModel().rows; // in display order
 */
export function useTableEngine(options: TableEngineOptions): TableEngine {
  const { leaves, rows, rowKey, clientSort, sort, rowSelection, onRowSelectionChange } = options;
  const rankOf = useMemo(() => (clientSort ? createSortRanks(rows) : null), [rows, clientSort]);
  const columns = useMemo(() => leaves.map((leaf) => columnDef(leaf, rankOf)), [leaves, rankOf]);
  const sorting = useMemo<SortingState>(() => (sort ? [{ id: String(sort.columnId), desc: sort.order === -1 }] : []), [sort]);
  return useTable({
    features,
    columns,
    // TanStack takes a mutable array type but never changes it.
    data: rows as EngineRow[],
    getRowId: (row, index) => (rowKey && row[rowKey] != null ? String(row[rowKey]) : `#${index}`),
    manualSorting: !clientSort,
    enableMultiRowSelection: false,
    state: { sorting, rowSelection },
    onRowSelectionChange: (updater) => onRowSelectionChange(typeof updater === 'function' ? updater(rowSelection) : updater),
  });
}

function columnDef(leaf: TableColumnMeta, rankOf: ((field: string) => Uint32Array) | null): ColumnDef<EngineFeatures, EngineRow, unknown> {
  const field = leaf.dataField ?? null;
  return {
    id: String(leaf.id),
    accessorFn: (row: EngineRow) => (field ? row[field] : undefined),
    enableSorting: Boolean(leaf.sortable && field),
    // The row model places rows by these ranks (empty values included), so TanStack never compares values.
    meta: { ranks: () => (rankOf && field ? rankOf(field) : null) },
  };
}

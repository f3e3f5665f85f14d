import type { Row, RowData, RowModel, SortingState, Table, TableFeatures } from '@tanstack/react-table';

/** Column meta of a client-sorted column: the ascending rank of every row by its index (createSortRanks). */
export interface RankedColumnMeta {
  ranks?: () => Uint32Array | null;
}

/** The parts of a TanStack table (v9, with rowSortingFeature) this row model reads. */
interface SortingTable<TFeatures extends TableFeatures, TData extends RowData> {
  getPreSortedRowModel(): RowModel<TFeatures, TData>;
  atoms: { sorting?: { get(): SortingState | undefined } };
  getColumn(id: string): { getCanSort(): boolean; columnDef: { meta?: RankedColumnMeta } } | undefined;
}

/**
 * TanStack Table's sorted row model for client tables (docs/performance.md: 100,000 rows sorted in <= 100 ms), in the
 * `sortedRowModel` slot of `tableFeatures` instead of `createSortedRowModel()`. A column's ranks already say
 * where each row lands, so the rows are placed by them in one pass instead of being compared by
 * Array.prototype.sort: ascending at rank, descending at the mirrored rank (empty values first, ties in the
 * reverse of the loaded order, as the rank comparison gave). The single sort entry (our tables sort by
 * one column) must carry `meta.ranks`; a column without ranks, or ranks of other rows, leaves the order.
 *
 * @example
 * const features = tableFeatures({ rowSortingFeature, sortedRowModel: createRankSortedRowModel(), columnMeta: {} as RankedColumnMeta });
 * const columns = [{ id: 'amount', accessorKey: 'amount', meta: { ranks: () => rankOf('amount') } }];
 */
export function createRankSortedRowModel<TFeatures extends TableFeatures, TData extends RowData>(): (
  table: Table<TFeatures, TData>,
) => () => RowModel<TFeatures, TData> {
  return (instance) => {
    const table = instance as unknown as SortingTable<TFeatures, TData>;
    let last: { from: RowModel<TFeatures, TData>; ranks: Uint32Array; desc: boolean; model: RowModel<TFeatures, TData> } | null = null;
    return () => {
      const from = table.getPreSortedRowModel();
      const entry = table.atoms.sorting?.get()?.[0];
      const column = entry ? table.getColumn(entry.id) : undefined;
      const ranks = column?.getCanSort() ? (column.columnDef.meta?.ranks?.() ?? null) : null;
      const rows = from.rows;
      if (!entry || !ranks || ranks.length !== rows.length) return from;
      const desc = Boolean(entry.desc);
      if (last && last.from === from && last.ranks === ranks && last.desc === desc) return last.model;
      const sorted: Row<TFeatures, TData>[] = new Array(rows.length);
      const top = rows.length - 1;
      for (const row of rows) {
        const rank = ranks[row.index];
        sorted[desc ? top - rank : rank] = row;
      }
      const model = { rows: sorted, flatRows: sorted, rowsById: from.rowsById };
      last = { from, ranks, desc, model };
      return model;
    };
  };
}

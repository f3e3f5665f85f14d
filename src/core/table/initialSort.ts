import type { TableDefinition } from '../api/tableContract';
import type { TableColumnMeta } from '../api/tableMetaContract';
import { leafColumns } from './leafColumns';
import type { SortState } from './SortState';

/**
 * The sort a table opens with, so its header shows what the server's default order is: a column whose
 * metadata says `sortOrder`, else the column named by the table's `defaultSort`. Null when neither names a
 * column (the server's own order, nothing highlighted).
 *
 * @example
 * initialSort({ props: { defaultSort: 'created_at', defaultOrder: -1 }, columns }); // { columnId: 5, order: -1 }
 */
export function initialSort(definition: Pick<TableDefinition, 'props' | 'columns'>): SortState {
  const leaves: TableColumnMeta[] = leafColumns(definition.columns);
  const marked = leaves.find((column) => column.sortOrder === 1 || column.sortOrder === -1);
  if (marked?.sortOrder) return { columnId: marked.id, order: marked.sortOrder };
  const { defaultSort, defaultOrder } = definition.props;
  const named = defaultSort ? leaves.find((column) => column.dataField === defaultSort) : undefined;
  return named ? { columnId: named.id, order: defaultOrder === -1 ? -1 : 1 } : null;
}

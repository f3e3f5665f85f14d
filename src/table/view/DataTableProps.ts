import type { TableButtonMeta, TableDefinition } from '../../core/api/tableContract';
import type { ColumnConfig, ColumnId, TableColumnMeta } from '../../core/api/tableMetaContract';
import type { EvaluateExpression } from '../../core/expression/EvaluateExpression';
import type { Translate } from '../../ui/useTranslator';
import type { SortState } from '../../core/table/SortState';
import type { TableLinks } from './TableLinks';

/** The table settings a DataTable draws by (docs/behaviour.md §2 Table props, plus the row key and paging mode). */
export type DataTableSettings = Pick<
  TableDefinition['props'],
  'leftFixed' | 'rightFixed' | 'groupBy' | 'splitRowsBy' | 'maxHeight' | 'navigateByKeyboard' | 'rowKey'
>;

/**
 * What a DataTable draws: one loaded page (or every row of a client table) of a server-defined table, with
 * its columns and settings, the sort, the footers from the totals call, and how its links behave.
 *
 * @example
 * const props: DataTableProps = { columns, settings, rows, sort: null, onSortChange, t, links };
 */
export interface DataTableProps {
  /** The server's column tree; `columnConfig` (the user's settings) is applied to it here. */
  columns: readonly TableColumnMeta[];
  settings: DataTableSettings;
  columnConfig?: ColumnConfig | null;
  /** The table's buttons; those placed `row` are drawn in a last column. */
  buttons?: readonly TableButtonMeta[];
  rows: readonly Record<string, unknown>[];
  /** 1-based page and its size, for row numbering (page*pageSize - (pageSize-1) + index). */
  page?: number;
  pageSize?: number;
  sort: SortState;
  onSortChange(sort: SortState): void;
  /** Client-paged table: sort the rows here instead of asking the server. */
  clientSort?: boolean;
  /** Footer values of the whole filtered table (totals call), by column id. */
  footers?: Record<string, number | null> | null;
  t: Translate;
  links: TableLinks;
  /** The administrator's gear link of a column; absent for everyone else. */
  columnEditLink?: ((columnId: ColumnId) => string | null) | null;
  /** Width that decides pinned columns (docs/behaviour.md §4: none below 768 px); default the window's. */
  viewportWidth?: number;
  /** Most the body may take before it scrolls (the height rule); maxHeight of the settings caps it too. */
  bodyHeight?: number;
  /** Expression evaluator for conditional formats and group footer formulas; default the sandboxed one. */
  evaluate?: EvaluateExpression;
  /** A load is on its way: the rows shown are the previous ones. */
  loading?: boolean;
  /** Id of the element naming the table (its title). */
  labelledBy?: string;
}

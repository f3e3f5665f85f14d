import type { FilterValue, TableFilterOption, TableFilterType } from '../../src/core/api/tableContract';
import type { TableColumnMeta } from '../../src/core/api/tableMetaContract';

/**
 * A column as the demo seeds write it: the contract's column fields minus the id (the database assigns it),
 * children for header groups, and the level (default 1) whose table the column belongs to.
 */
export interface ColumnSeed extends Omit<TableColumnMeta, 'id' | 'children'> {
  children?: ColumnSeed[];
  level?: number;
}

/** A filter above the table; `dataSource` names a table of schema `app` whose rows become the options. */
export interface FilterSeed {
  type: TableFilterType;
  dataField: string;
  label: string;
  placeholder?: string;
  width?: number;
  data?: TableFilterOption[];
  dataSource?: string;
  isRelatedSelect?: boolean;
  relatedSelect?: string;
  filterBy?: string;
  isMultiple?: boolean;
  defaultValue?: FilterValue;
  level?: number;
}

/** A button above the table (top) or in each row (row); `{field}` in the link is filled from the row. */
export interface ButtonSeed {
  label: string;
  link: string;
  placement?: 'top' | 'row';
  cssClass?: string;
  icon?: string;
  /** Only users holding this permission (or admins) get the button. */
  permission?: string;
  level?: number;
}

/**
 * One server-defined table as the demo seeds it (rows of tables, table_columns, table_filters,
 * table_buttons). Exactly one of sourceTable / sourceSql.
 *
 * @example
 * const regions: TableSeed = { name: 'regions', title: 'Ҳудудлар', sourceTable: 'regions', columns: [{ title: 'Номи', dataField: 'name' }] };
 */
export interface TableSeed {
  name: string;
  title: string;
  /** Defaults to the demo application's project, 'appeals'; built-in tables belong to 'platon'. */
  projectId?: string;
  sourceTable?: string;
  sourceSql?: string;
  rowKey?: string;
  pageSize?: number;
  paging?: 'server' | 'client';
  leftFixed?: number;
  rightFixed?: number;
  groupBy?: string;
  splitRowsBy?: string;
  maxHeight?: number;
  navigateByKeyboard?: boolean;
  defaultSort?: string;
  defaultOrder?: 1 | -1;
  isPublic?: boolean;
  isBuiltIn?: boolean;
  exportable?: boolean;
  permission?: string;
  columns: ColumnSeed[];
  filters?: FilterSeed[];
  buttons?: ButtonSeed[];
}

import type { Selectable } from 'kysely';
import type { TableFilterMeta, TableFilterOption, TableFilterType } from '../../src/core/api/tableContract';
import type { TableFiltersTable } from '../db/DatabaseSchema';

/**
 * One filter row as the contract's TableFilterMeta. `options` are the rows of the filter's data source when it
 * has one (see definitionOptions); otherwise the inline `data` list is used as it is.
 *
 * @example
 * definitionFilter(row, regionOptions); // { id: 3, level: 1, type: 'select', dataField: 'region_id', label: 'Ҳудуд', data: [...] }
 */
export function definitionFilter(row: Selectable<TableFiltersTable>, options: TableFilterOption[] | undefined): TableFilterMeta {
  const data = row.data_source ? (options ?? []) : Array.isArray(row.data) ? (row.data as TableFilterOption[]) : null;
  return {
    id: row.id,
    level: row.level,
    type: row.type as TableFilterType,
    dataField: row.data_field,
    label: row.label,
    placeholder: row.placeholder,
    width: row.width,
    data,
    isRelatedSelect: row.is_related_select,
    relatedSelect: row.related_select,
    filterBy: row.filter_by,
    isMultiple: row.is_multiple,
    defaultValue: row.default_value ?? null,
  };
}

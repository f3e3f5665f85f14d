import type { SourceColumn } from './runtimeColumnClass';
import type { RuntimeLevel, RuntimeTable } from './runtimeTable';

/**
 * The fields a request may name, in sorting, filters and footer formulas: the level's leaf column
 * dataFields, its filter dataFields and the row key, and of those only the ones the source really has.
 * Everything else (another column of the source, a typo, an injection attempt) is unknown: a 400 for sort
 * and filters, a null aggregate in a footer. Identifiers from this map are still quoted with sql.id.
 *
 * @example
 * const fields = queryFields(table, table.level(1));
 * fields.get('amount'); // { typeName: 'numeric', columnClass: 'number', exactText: true }
 */
export function queryFields(table: RuntimeTable, level: RuntimeLevel): Map<string, SourceColumn> {
  const names = [...level.leaves.map((column) => column.dataField), ...level.filters.map((filter) => filter.dataField), table.rowKey];
  const fields = new Map<string, SourceColumn>();
  for (const name of names) {
    const column = name ? table.sourceColumns.get(name) : undefined;
    if (name && column) fields.set(name, column);
  }
  return fields;
}

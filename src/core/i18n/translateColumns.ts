import type { TableColumnMeta } from '../api/tableMetaContract';
import type { TextLookup } from './TextLookup';
import { translateText } from './translateLabel';

/**
 * Column titles and hints, header groups included, in the chosen language (docs/behaviour.md §2). Shared by the table
 * view (through translateTableDefinition) and the server's spreadsheet export, so both say the same.
 *
 * @example
 * translateColumns([{ id: 1, title: 'Молия', children: [{ id: 2, title: 'Сумма', dataField: 'amount' }] }], lookup);
 */
export function translateColumns(columns: readonly TableColumnMeta[], lookup: TextLookup): TableColumnMeta[] {
  return columns.map((column) => {
    const shown: TableColumnMeta = { ...column, title: translateText(column.title, lookup) };
    // Only the texts a column has: an absent hint stays absent rather than becoming `undefined`.
    if (column.hint) shown.hint = translateText(column.hint, lookup);
    if (column.children) shown.children = translateColumns(column.children, lookup);
    return shown;
  });
}

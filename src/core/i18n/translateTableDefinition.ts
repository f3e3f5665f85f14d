import type { TableDefinition } from '../api/tableContract';
import type { TextLookup } from './TextLookup';
import { translateColumns } from './translateColumns';
import { translateText } from './translateLabel';

/**
 * A table definition with every text its administrator defined in the chosen language (docs/behaviour.md §2): the
 * title, column titles, header groups and hints, filter labels and placeholders, top and row button labels.
 * Missing translations leave the Uzbek text. The user's own column titles (columnConfig) are theirs and
 * stay as typed. One place for the table, so every view of it (the shell, `<platon-table>`) agrees.
 *
 * @example
 * const shown = translateTableDefinition(definition, definedTextLookup(runtime.i18n));
 */
export function translateTableDefinition(definition: TableDefinition, lookup: TextLookup): TableDefinition {
  return {
    ...definition,
    props: { ...definition.props, title: translateText(definition.props.title, lookup) },
    columns: translateColumns(definition.columns, lookup),
    filters: definition.filters.map((filter) => ({
      ...filter,
      label: translateText(filter.label, lookup),
      ...(filter.placeholder ? { placeholder: translateText(filter.placeholder, lookup) } : {}),
    })),
    buttons: definition.buttons.map((button) => ({ ...button, label: translateText(button.label, lookup) })),
  };
}

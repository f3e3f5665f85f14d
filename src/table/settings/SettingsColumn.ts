import type { ColumnId } from '../../core/api/tableMetaContract';

/**
 * A column as the settings dialog lists it: the server's id and default title, in the user's order,
 * with its children (a header group) nested. `key` is the id as text, the form a saved config uses.
 *
 * @example
 * const amount: SettingsColumn = { key: '7', id: 7, title: 'Summa', children: [] };
 */
export interface SettingsColumn {
  key: string;
  id: ColumnId;
  title: string;
  children: SettingsColumn[];
}

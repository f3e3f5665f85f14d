import type { ColumnConfig, ColumnId } from '../../core/api/tableMetaContract';
import type { SettingsColumn } from './SettingsColumn';

/**
 * The config the dialog saves (docs/behaviour.md §2, POST /user/column): `order` gives every column its position among
 * its siblings, `titles` keeps the user's non-empty titles that differ from the server's, `hidden` lists the
 * hidden columns' ids. Keys are the column ids as text.
 *
 * @example
 * settingsToConfig(tree, new Set(['4']), { '2': 'Ф.И.Ш.' });
 * // { order: { '1': 0, '2': 1, '4': 2 }, titles: { '2': 'Ф.И.Ш.' }, hidden: [4] }
 */
export function settingsToConfig(
  tree: readonly SettingsColumn[],
  hidden: ReadonlySet<string>,
  titles: Readonly<Record<string, string>>,
): Required<ColumnConfig> {
  const config: Required<ColumnConfig> = { order: {}, titles: {}, hidden: [] as ColumnId[] };
  const walk = (siblings: readonly SettingsColumn[]) => {
    siblings.forEach((column, position) => {
      config.order[column.key] = position;
      const title = titles[column.key]?.trim();
      if (title && title !== column.title) config.titles[column.key] = title;
      if (hidden.has(column.key)) config.hidden.push(column.id);
      walk(column.children);
    });
  };
  walk(tree);
  return config;
}

import type { RowTreeSpec } from './RowTree';

/** A form and its elements (nested by parent_id). */
export const FORM_TREE: RowTreeSpec = {
  table: 'forms',
  key: 'name',
  omit: [],
  children: [{ table: 'form_elements', link: 'form_id', parent: 'parent_id', order: ['position'] }],
};

/** A table with its columns (nested by parent_id), filters and buttons. */
export const TABLE_TREE: RowTreeSpec = {
  table: 'tables',
  key: 'name',
  omit: [],
  children: [
    { table: 'table_columns', link: 'table_id', parent: 'parent_id', order: ['level', 'position'] },
    { table: 'table_filters', link: 'table_id', order: ['level', 'position'] },
    { table: 'table_buttons', link: 'table_id', order: ['level', 'position'] },
  ],
};

/** A dynamic page and its components. */
export const PAGE_TREE: RowTreeSpec = {
  table: 'platon_pages',
  key: 'name',
  omit: [],
  children: [{ table: 'platon_page_components', link: 'page_id', order: ['sort_order'] }],
};

/** A top-level menu item and everything under it. */
export const MENU_TREE: RowTreeSpec = {
  table: 'menus',
  key: 'name',
  topLevelColumn: 'parent_id',
  omit: ['parent_id'],
  children: [{ table: 'menus', link: 'parent_id', parent: 'parent_id', recursive: true, order: ['sort_order'] }],
};

/**
 * A built-in top-level menu item as upgrades compare it: its place among the top-level items is the
 * database's (the system menu goes after whatever is there), so it is not part of what a release changes.
 */
export const BUILT_IN_MENU_TREE: RowTreeSpec = { ...MENU_TREE, omit: ['parent_id', 'sort_order'] };

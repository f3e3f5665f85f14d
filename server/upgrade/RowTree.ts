/**
 * One configuration record as a tree of rows (a form with its elements, a table with its columns, filters and
 * buttons, a page with its components, a top-level menu item with its submenu): every column but the ids,
 * record versions and the links between the rows, which the nesting stands for. It is what a built-in row's
 * hash is taken of and what an export file carries.
 */
export interface RowTree {
  row: Record<string, unknown>;
  /** Per child table (RowTreeSpec.children), its rows in order. */
  children: Record<string, RowNode[]>;
}

/** A child row; `children` holds the rows nested under it in a self-referencing table (elements in a tab). */
export interface RowNode {
  row: Record<string, unknown>;
  children?: RowNode[];
}

/** How one kind of record is laid out in the database. */
export interface RowTreeSpec {
  /** The record's own table. */
  table: string;
  /** Its unique name column, the record's key. */
  key: string;
  /** Menus: only top-level items are records (parent_id IS NULL); the rest belong to them. */
  topLevelColumn?: string;
  /** Root columns never carried (ids and record versions are the database's own). */
  omit: readonly string[];
  children: readonly RowTreeChild[];
}

export interface RowTreeChild {
  table: string;
  /** The column pointing at the record's row. */
  link: string;
  /** The column pointing at another row of the same table, for nested children. */
  parent?: string;
  /** Menus: the children are every row under the record through `parent` (link and parent are one column). */
  recursive?: boolean;
  /** ORDER BY columns (then id): the children's order, kept in the tree. */
  order: readonly string[];
}

/** Columns no tree carries: the database assigns them. */
export const DATABASE_OWN_COLUMNS: readonly string[] = ['id', 'version', 'created_at', 'updated_at'];

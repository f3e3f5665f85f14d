/**
 * The error a table without a name raises (docs/behaviour.md §5: a table name is required); `<platon-table>` logs it and
 * shows its error view.
 *
 * @example
 * if (!name) throw new Error(TABLE_NAME_REQUIRED);
 */
export const TABLE_NAME_REQUIRED = 'platon-table: the name attribute is required';

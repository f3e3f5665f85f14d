/**
 * The administrator's gear link of a table filter (docs/behaviour.md §4): the `table_filters` form of that filter as a
 * modal, told which table and level it belongs to.
 *
 * @example
 * filterEditLink(3, 'appeals', 1); // '/forms/table_filters/3?_target=modal&table_name=appeals&table_level=1'
 */
export function filterEditLink(filterId: number, tableName: string, level: number): string {
  const query = new URLSearchParams({ _target: 'modal', table_name: tableName, table_level: String(level) });
  return `/forms/table_filters/${filterId}?${query.toString()}`;
}

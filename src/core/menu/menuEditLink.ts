/**
 * The admin's edit link for a menu item (docs/behaviour.md §4): the `menus` form of that record, opened as a modal.
 *
 * @example
 * menuEditLink(12); // 'forms/menus/12?_target=modal'
 */
export function menuEditLink(id: number): string {
  return `forms/menus/${id}?_target=modal`;
}

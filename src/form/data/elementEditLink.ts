/**
 * The administrator's gear link of a form element (docs/behaviour.md §4, §2): the `form_elements` form of that element,
 * as a modal, naming the form it belongs to.
 *
 * @example
 * elementEditLink(7, 'appeals'); // '/forms/form_elements/7?_target=modal&form_name=appeals'
 */
export function elementEditLink(elementId: number, formName: string): string {
  return `/forms/form_elements/${encodeURIComponent(String(elementId))}?_target=modal&form_name=${encodeURIComponent(formName)}`;
}

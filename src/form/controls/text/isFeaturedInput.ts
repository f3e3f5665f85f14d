import type { FormElementMeta } from '../../../core/api/formMeta';

/**
 * Whether a text field needs the featured input (a mask or suggestions) rather than the plain one.
 *
 * @example
 * isFeaturedInput({ id: 3, type: 'input', dataField: 'phone', mask: '+998 00 000-00-00' }); // true
 */
export function isFeaturedInput(element: FormElementMeta): boolean {
  return (
    (element.type === 'input' || element.type === 'text') &&
    Boolean(element.mask?.trim() || element.suggestionsUrl?.trim() || element.data?.length)
  );
}

import type { FormElementMeta } from '../../core/api/formMeta';

/**
 * The DOM ids of one element's parts, derived from the element so the field frame (label, hint, error) and
 * the control agree without talking: the label's `for`, `aria-describedby` and `aria-errormessage`.
 *
 * @example
 * controlIds('f1', { id: 7, type: 'input' }); // { input: 'f1-7', label: 'f1-7-label', hint: 'f1-7-hint', error: 'f1-7-error' }
 */
export function controlIds(idPrefix: string, element: FormElementMeta) {
  const input = `${idPrefix}-${element.id}`;
  return { input, label: `${input}-label`, hint: `${input}-hint`, error: `${input}-error` };
}

import type { FormElementMeta } from '../../../core/api/formMeta';

/**
 * Whether a select holds a list of ids: a `multiselect`, or a select flagged isMultiple (as the shared
 * rules read it, src/core/validation/valueTypeFits.ts, so browser and server agree on the value's shape).
 *
 * @example
 * isMultipleSelect({ id: 1, type: 'select', isMultiple: true }); // true
 */
export function isMultipleSelect(element: FormElementMeta): boolean {
  return element.type === 'multiselect' || Boolean(element.isMultiple);
}

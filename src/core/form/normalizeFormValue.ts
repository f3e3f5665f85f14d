import type { FormElementMeta } from '../api/formMeta';
import { toBoolean } from './toBoolean';

/**
 * A value as the element keeps it, before validation on either side (docs/behaviour.md §5): checkboxes coerce to boolean,
 * number fields turn empty text and NaN into null, text fields turn undefined into null. Anything else stays
 * as it is, for validation to accept or refuse.
 *
 * @example
 * normalizeFormValue({ id: 1, type: 'checkbox' }, 'true'); // true
 * normalizeFormValue({ id: 2, type: 'number' }, NaN); // null
 */
export function normalizeFormValue(element: FormElementMeta, value: unknown): unknown {
  if (element.type === 'checkbox') return toBoolean(value);
  if (value === undefined) return null;
  if ((element.type === 'number' || element.type === 'int') && (value === '' || (typeof value === 'number' && Number.isNaN(value))))
    return null;
  return value;
}

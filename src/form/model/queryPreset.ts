import type { FormElementMeta } from '../../core/api/formMeta';
import { toBoolean } from '../../core/form/toBoolean';

const CHOICE_TYPES = new Set(['select', 'multiselect', 'scroll_select']);

/**
 * A field's value preset from the route's query (`/forms/form_elements?form_id=3`, the "add element" button of
 * a table), as the field keeps it: numbers for number fields, booleans for checkboxes, an option's own id for
 * selects (so `'3'` picks the option whose id is 3), and a whole number for a select without that option (a
 * scroll select's ids are numbers and its options are not loaded yet). Anything else stays text.
 *
 * @example
 * queryPreset({ id: 1, type: 'select', dataField: 'form_id', data: [{ id: 3, name: 'Мурожаат' }] }, '3'); // 3
 * queryPreset({ id: 2, type: 'checkbox', dataField: 'urgent' }, '1'); // true
 */
export function queryPreset(element: FormElementMeta, text: string): unknown {
  if (element.type === 'checkbox') return toBoolean(text);
  if (element.type === 'number' || element.type === 'int') {
    const number = Number(text);
    return text.trim() !== '' && Number.isFinite(number) ? number : null;
  }
  if (CHOICE_TYPES.has(element.type)) {
    const option = element.data?.find((candidate) => String(candidate.id) === text);
    const one = option ? option.id : /^-?\d+$/.test(text) ? Number(text) : text;
    return element.type === 'multiselect' || element.isMultiple ? [one] : one;
  }
  return text;
}

import type { FormElementMeta } from '../../core/api/formMeta';
import { normalizeFormValue } from '../../core/form/normalizeFormValue';

/**
 * The body values of an insert or update: only the fields some element names (no stray keys: the server
 * refuses mass assignment anyway), each normalised as both sides keep it (checkbox boolean, empty number
 * null, undefined null).
 *
 * @example
 * toSaveValues(model.fields, { applicant: 'Али', amount: '', __element_9: 'x' }); // { applicant: 'Али', amount: null }
 */
export function toSaveValues(fields: readonly FormElementMeta[], values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const saved: Record<string, unknown> = {};
  for (const field of fields) {
    const name = field.dataField!;
    if (!(name in saved)) saved[name] = normalizeFormValue(field, values[name]);
  }
  return saved;
}

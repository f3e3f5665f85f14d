import type { FormRecord } from '../../core/api/formContract';
import type { FormElementMeta } from '../../core/api/formMeta';
import { toBoolean } from '../../core/form/toBoolean';

/**
 * The values an existing record starts the form with: each field's value from the record (a checkbox
 * coerced to boolean), null where the record has none, so every field is controlled from the start.
 *
 * @example
 * recordValues(model.fields, { id: 7, values: { applicant: 'Али', urgent: 1 }, version: 3 }); // { applicant: 'Али', urgent: true, amount: null }
 */
export function recordValues(fields: readonly FormElementMeta[], record: Pick<FormRecord, 'values'>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const name = field.dataField!;
    if (name in values) continue;
    const value = record.values?.[name];
    values[name] = field.type === 'checkbox' ? toBoolean(value) : (value ?? null);
  }
  return values;
}

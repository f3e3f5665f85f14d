import type { FormElementMeta } from '../../core/api/formMeta';
import { DEFAULT_TIME_ZONE } from '../../core/form/formDateFormats';
import { defaultValueOf } from './defaultValueOf';
import { queryPreset } from './queryPreset';

/**
 * The values a new record starts with: each field's default (defaultValueOf), overridden by a query parameter
 * that names the field (docs/behaviour.md §1 links carry them: `/forms/form_elements?form_id=3`). Parameters starting
 * with `_` (`_target`, `_mid`) are the link rules', never values.
 *
 * @example
 * newRecordValues(model.fields, { form_id: '3', _target: 'modal' }); // { form_id: 3, label: null, ... }
 */
export function newRecordValues(
  fields: readonly FormElementMeta[],
  query: Readonly<Record<string, string | string[] | undefined>> = {},
  now: Date = new Date(),
  timeZone = DEFAULT_TIME_ZONE,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const name = field.dataField!;
    if (name in values) continue;
    const given = name.startsWith('_') ? undefined : query[name];
    const text = Array.isArray(given) ? given[0] : given;
    values[name] = text === undefined ? defaultValueOf(field, now, timeZone) : queryPreset(field, text);
  }
  return values;
}

import type { FormElementMeta } from '../../src/core/api/formMeta';
import type { FormColumn } from './formSource';

/**
 * A column value as read by `row_to_json` (numbers, booleans, 'YYYY-MM-DD' dates, ISO instants with offset,
 * json as json) turned into what the element's control edits (formContract.ts): raw_json shows a json
 * column as indented JSON text, a time column's 'HH:mm:ss' becomes 'HH:mm'. Everything else is already in
 * its wire shape.
 *
 * @example
 * formReadValue({ id: 1, type: 'raw_json' }, { a: 1 }, jsonbColumn); // '{\n  "a": 1\n}'
 * formReadValue({ id: 2, type: 'time' }, '09:30:00', timeColumn); // '09:30'
 */
export function formReadValue(element: FormElementMeta, value: unknown, column: FormColumn): unknown {
  if (value === null || value === undefined) return null;
  // A json column holding a JSON string ("x") reads as a JS string: it still needs writing out as JSON text.
  if (element.type === 'raw_json' && (column.dataType === 'json' || column.dataType === 'jsonb')) return JSON.stringify(value, null, 2);
  if (element.type === 'time' && typeof value === 'string' && /^\d{2}:\d{2}:\d{2}/.test(value)) return value.slice(0, 5);
  return value;
}

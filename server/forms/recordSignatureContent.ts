import type { FormRecord } from '../../src/core/api/formContract';

/**
 * The text a signature over a form's record covers: the form, the record's id and version, and its values,
 * as JSON with every object's keys in code-point order (RFC 8785's ordering; the values are what the form
 * reads, so numbers and strings already print one way). Any edit changes the version, so a signature over
 * an older text no longer covers the record.
 *
 * @example
 * recordSignatureContent('appeals', { id: 7, version: 3, values: { b: 1, a: 'x' } });
 * // '{"form":"appeals","id":"7","values":{"a":"x","b":1},"version":3}'
 */
export function recordSignatureContent(form: string, record: Pick<FormRecord, 'id' | 'version' | 'values'>): string {
  return canonical({ form, id: String(record.id), version: record.version, values: record.values });
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

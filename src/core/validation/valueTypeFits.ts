import type { FormElementMeta } from '../api/formMeta';
import { storableValue } from './storableValue';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const isPoint = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as { lat?: unknown }).lat) &&
  Number.isFinite((value as { lng?: unknown }).lng);
const isId = (value: unknown) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/**
 * Whether a non-empty value has the shape its element's type travels in (formContract.ts) and can be stored
 * (storableValue). The browser's controls only produce such values; the server refuses anything else with
 * 'Нотўғри қиймат' before it could reach SQL or a later reader.
 *
 * @example
 * valueTypeFits({ id: 1, type: 'int' }, 2.5); // false
 */
export function valueTypeFits(element: FormElementMeta, value: unknown): boolean {
  if (!storableValue(value)) return false;
  switch (element.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'int':
      return Number.isSafeInteger(value);
    case 'checkbox':
      return typeof value === 'boolean';
    case 'date':
      return typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value));
    case 'datetime':
      return typeof value === 'string' && DATE.test(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
    case 'time':
      return typeof value === 'string' && TIME.test(value);
    case 'select':
    case 'scroll_select':
      return element.isMultiple ? Array.isArray(value) && value.every(isId) : isId(value);
    case 'multiselect':
      return Array.isArray(value) && value.every(isId);
    case 'file':
    case 'image':
      return (
        Array.isArray(value) &&
        value.every((file) => typeof file === 'object' && file !== null && typeof (file as { id?: unknown }).id === 'string')
      );
    case 'key_value':
      return (
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        Object.values(value).every((item) => typeof item === 'string')
      );
    case 'geo':
      return isPoint(value);
    case 'geo_polygon':
      return Array.isArray(value) && value.every(isPoint);
    default:
      return typeof value === 'string';
  }
}

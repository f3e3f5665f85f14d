import type { AttributeApi } from './ElementApi';

/**
 * An attribute's text as its property's value, as HTML reads attributes: a boolean is true when present,
 * whatever its value (`public`, `public="false"`), a number is absent when empty, a string is as written.
 *
 * @example
 * attributeValue('boolean', ''); // true
 * attributeValue('number', ' '); // undefined
 */
export function attributeValue(kind: AttributeApi['kind'], value: string | null): unknown {
  if (kind === 'boolean') return value !== null;
  if (value === null) return undefined;
  if (kind === 'number') return value.trim() === '' ? undefined : parseFloat(value);
  return value;
}

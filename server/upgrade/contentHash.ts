import { createHash } from 'node:crypto';

/**
 * The first 128 bits of the SHA-256 (base64url, 22 characters: plenty to tell contents apart, and a few
 * thousand of them stay small) of a JSON value written with its object keys sorted, so two contents that differ only in
 * key order (a row read back from the database, the same row built by a seed) hash alike. Null properties
 * count as absent: a column a later migration adds (null until set) does not make every stored hash differ
 * from its row, which would read as an administrator's change.
 *
 * @example
 * contentHash({ b: 1, a: 2 }) === contentHash({ a: 2, b: 1 }); // true
 */
export function contentHash(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest().subarray(0, 16).toString('base64url');
}

/** JSON with sorted object keys; undefined and null properties left out. */
export function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined && item !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
}

/** One row of a key-value control as the user sees it, blank key included. */
export interface KeyValueRow {
  key: string;
  value: string;
}

/**
 * The form value of key-value rows (docs/behaviour.md §5): rows whose key is empty or whitespace are dropped, keys are
 * trimmed, and a later row wins over an earlier one with the same key.
 *
 * @example
 * keyValueObject([{ key: ' lang ', value: 'uz' }, { key: '  ', value: 'x' }]); // { lang: 'uz' }
 */
export function keyValueObject(rows: readonly KeyValueRow[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (key) result[key] = row.value;
  }
  return result;
}

/**
 * The rows that show a form value: one per entry (values written as text), or one empty row for none, so
 * there is always a row to type into.
 *
 * @example
 * keyValueRows({ lang: 'uz' }); // [{ key: 'lang', value: 'uz' }]
 * keyValueRows(null);           // [{ key: '', value: '' }]
 */
export function keyValueRows(value: unknown): KeyValueRow[] {
  const source = typeof value === 'string' ? parseObject(value) : value;
  const entries = source && typeof source === 'object' && !Array.isArray(source) ? Object.entries(source) : [];
  const rows = entries.map(([key, item]) => ({
    key,
    value: item === null || item === undefined ? '' : typeof item === 'string' ? item : JSON.stringify(item),
  }));
  return rows.length ? rows : [{ key: '', value: '' }];
}

/** Some servers keep key-value fields as JSON text; read it rather than show nothing. */
function parseObject(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Whether rows already stand for a form value, so an outside change can be told from the user's own typing
 * (which may hold blank-key rows the value does not show).
 *
 * @example
 * sameKeyValues([{ key: 'a', value: '1' }, { key: '', value: '' }], { a: '1' }); // true
 */
export function sameKeyValues(rows: readonly KeyValueRow[], value: unknown): boolean {
  const mine = keyValueObject(rows);
  const theirs = keyValueObject(keyValueRows(value));
  const keys = Object.keys(mine);
  return keys.length === Object.keys(theirs).length && keys.every((key) => theirs[key] === mine[key]);
}

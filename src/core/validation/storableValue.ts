/** The deepest nesting a field's value may have: far beyond any control's (a polygon's points are two levels). */
export const MAX_VALUE_DEPTH = 16;

/**
 * Whether a value can be stored as sent: no NUL character in any string or key (PostgreSQL's text and jsonb
 * refuse it) and no nesting deeper than MAX_VALUE_DEPTH (serialising it would exhaust the stack). Walks
 * without recursion, so a hostile value cannot overflow the stack here either.
 *
 * @example
 * storableValue({ a: ['b'] }); // true
 * storableValue('a\u0000b'); // false
 */
export function storableValue(value: unknown): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return false;
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= MAX_VALUE_DEPTH) return false;
    for (const [key, child] of Object.entries(item)) {
      if (key.includes('\u0000')) return false;
      pending.push([child, depth + 1]);
    }
  }
  return true;
}

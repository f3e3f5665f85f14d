/**
 * The JSON schema of a text field without NUL: PostgreSQL text cannot hold one, so such a request is refused
 * as bad input (400) instead of failing in the database (500).
 *
 * @example
 * const query = { type: 'object', required: ['q'], properties: { q: textSchema(200) } } as const;
 */
// No side effects: a schema the browser bundle never reads is dropped with its call, not kept in the entry.
/* @__NO_SIDE_EFFECTS__ */
export function textSchema(maxLength: number, minLength = 0) {
  return { type: 'string', minLength, maxLength, pattern: '^[^\\u0000]*$' } as const;
}

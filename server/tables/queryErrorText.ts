/**
 * A name or value as it may appear inside a TableQueryError message: quoted and shortened, so a megabyte of
 * payload is not echoed back. The response is JSON with nosniff, so the text itself is harmless.
 *
 * @example
 * throw new TableQueryError(`Unknown filter field ${queryErrorText(key)}`);
 */
export function queryErrorText(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}

/**
 * Typed coordinate text as a number, or null while it is not one (empty, half-typed, out of range). A comma
 * is read as the decimal point, as many keyboards here type it.
 *
 * @example
 * parseCoordinate('41,311081', 90); // 41.311081
 * parseCoordinate('200', 180); // null
 */
export function parseCoordinate(text: string, limit: 90 | 180): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

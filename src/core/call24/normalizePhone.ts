/** Separators people type in a phone number, dropped before checking it. */
const SEPARATORS = /[\s().-]/g;

/**
 * The phone number rule of the call-back line, the same in the browser and on the server: separators
 * (spaces, brackets, dots, dashes) are dropped, an optional leading `+`, then 9 to 15 digits (E.164's
 * length). Nine digits are an Uzbek national number and get the country code +998. Returns the number as
 * `+` and digits, or null when it is not one.
 *
 * @example
 * normalizePhone('+998 (90) 123-45-67'); // '+998901234567'
 * normalizePhone('90 123 45 67'); // '+998901234567'
 * normalizePhone('12-34'); // null
 */
export function normalizePhone(text: string): string | null {
  const compact = text.trim().replace(SEPARATORS, '');
  const match = /^(\+?)(\d{9,15})$/.exec(compact);
  if (!match) return null;
  const digits = match[2]!;
  if (!match[1] && digits.length === 9) return `+998${digits}`;
  return `+${digits}`;
}

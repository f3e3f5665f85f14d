import type { NumberFormatOptions } from './NumberFormatOptions';
import { toNumber } from './toNumber';

/** docs/behaviour.md §12: numbers show at most this many decimals unless a column or field fixes its own count. */
const DEFAULT_MAX_DECIMALS = 4;
/** toFixed accepts 0..100; anything outside is a configuration mistake we clamp rather than throw on. */
const MAX_FIXED_DECIMALS = 100;

/**
 * A number as the user sees it: thousands grouped by a space, a decimal point, up to 4 decimals (trailing
 * zeros trimmed) or exactly `decimals` when given. Null, undefined, NaN and non-numeric text give ''.
 * Numeric strings are formatted like numbers.
 *
 * @example
 * formatNumber(1234567.891);               // '1 234 567.891'
 * formatNumber(-1234.56789);               // '-1 234.5679'
 * formatNumber('2500', { decimals: 2 });   // '2 500.00'
 * formatNumber(null);                      // ''
 */
export function formatNumber(value: unknown, options: NumberFormatOptions = {}): string {
  const number = toNumber(value);
  if (number === null) return '';
  const fixed = options.decimals ?? null;
  const digits = fixed === null ? DEFAULT_MAX_DECIMALS : clampDecimals(fixed);
  // toFixed switches to exponent notation from 1e21; such values have no meaningful decimals anyway.
  let text = Math.abs(number) >= 1e21 ? String(number) : number.toFixed(digits);
  if (fixed === null && text.includes('.')) text = text.replace(/\.?0+$/, '');
  // Rounding can leave '-0' or '-0.00' for tiny negatives; a minus on zero only confuses the reader.
  if (/^-[0.]+$/.test(text)) text = text.slice(1);
  return groupThousands(text, options.thousandSeparator ?? ' ');
}

function clampDecimals(decimals: number): number {
  return Math.min(MAX_FIXED_DECIMALS, Math.max(0, Math.trunc(decimals)));
}

function groupThousands(text: string, separator: string): string {
  const match = /^(-?)(\d+)(.*)$/.exec(text);
  if (!match) return text;
  const [, sign, integer, rest] = match;
  return sign + integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator) + rest;
}

import { looseEquals } from './looseEquals';
import { toNumber } from '../../format/toNumber';

type Helper = (...args: unknown[]) => unknown;

/** round() digits outside this range are clamped: 10 ** 16 already exceeds what a double holds exactly. */
const MAX_ROUND_DIGITS = 15;

/**
 * The functions every expression may call besides the functions its scope holds (a scope function of the
 * same name wins, so a footer's `min('amount')` is the column aggregate, not this min). Each takes plain
 * values and returns a plain value; none touches anything outside its arguments. Numbers are read with
 * toNumber, so numeric text from the server counts; a missing number gives null rather than NaN.
 *
 * - abs(x), floor(x), ceil(x), number(x)
 * - round(x, digits = 0): half away from zero, and 1.005 rounds to 1.01 despite binary floating point
 * - min(...values), max(...values): over the numbers among the values (lists are opened), null if none
 * - len(x) / length(x): characters of text or items of a list; 0 for null
 * - lower(x), upper(x), trim(x): text; '' for null
 * - includes(haystack, needle): text contains text, or a list holds an item equal by `==` rules
 * - isEmpty(x): null, undefined, blank text, an empty list or an empty record
 * - coalesce(...values): the first value that is neither null nor undefined (SQL's COALESCE)
 *
 * @example
 * evaluateExpression('round(paid / amount * 100, 1)', { paid: 1, amount: 3 }); // 33.3
 * evaluateExpression("includes(lower(name), 'ali')", { name: 'Alisher' });    // true
 */
export const expressionHelpers: Readonly<Record<string, Helper>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, Helper>, {
    abs: (value: unknown) => mapNumber(value, Math.abs),
    floor: (value: unknown) => mapNumber(value, Math.floor),
    ceil: (value: unknown) => mapNumber(value, Math.ceil),
    number: (value: unknown) => toNumber(value),
    round: (value: unknown, digits: unknown = 0) => mapNumber(value, (number) => round(number, toNumber(digits) ?? 0)),
    min: (...values: unknown[]) => extreme(values, Math.min),
    max: (...values: unknown[]) => extreme(values, Math.max),
    len: (value: unknown) => length(value),
    length: (value: unknown) => length(value),
    lower: (value: unknown) => text(value).toLowerCase(),
    upper: (value: unknown) => text(value).toUpperCase(),
    trim: (value: unknown) => text(value).trim(),
    includes: (haystack: unknown, needle: unknown) => includes(haystack, needle),
    isEmpty: (value: unknown) => isEmpty(value),
    coalesce: (...values: unknown[]) => values.find((value) => value !== null && value !== undefined) ?? null,
  }),
);

function mapNumber(value: unknown, map: (number: number) => number): number | null {
  const number = toNumber(value);
  return number === null ? null : map(number);
}

function round(number: number, digits: number): number {
  const places = Math.max(-MAX_ROUND_DIGITS, Math.min(MAX_ROUND_DIGITS, Math.trunc(digits)));
  const factor = 10 ** places;
  const scaled = Math.abs(number) * factor;
  // From 2 ** 52 up a double has no fraction left to round; scaling back would only add error.
  if (!Number.isFinite(scaled) || scaled >= 2 ** 52) return number;
  // 1.005 * 100 is 100.49999999999999; nudging by one relative epsilon restores the half the user wrote.
  const rounded = Math.round(scaled * (1 + Number.EPSILON)) / factor;
  return number < 0 && rounded !== 0 ? -rounded : rounded;
}

function extreme(values: unknown[], pick: (...numbers: number[]) => number): number | null {
  const numbers = values
    .flat()
    .map(toNumber)
    .filter((number): number is number => number !== null);
  return numbers.length ? pick(...numbers) : null;
}

function length(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value).length;
  throw new Error('len() takes text or a list');
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' || typeof value === 'function') throw new Error('a text function was given a record or a list');
  return String(value);
}

function includes(haystack: unknown, needle: unknown): boolean {
  if (haystack === null || haystack === undefined) return false;
  if (Array.isArray(haystack)) return haystack.some((item) => looseEquals(item, needle));
  return text(haystack).includes(text(needle));
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  // Only a record (a JSON object) is empty by having no keys; a Date or other instance never is.
  const prototype = typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (prototype === Object.prototype || prototype === null) return Object.keys(value).length === 0;
  return false;
}

import { toNumber } from '../../format/toNumber';

/**
 * Equality for `==` and `!=` in expressions. Servers send numeric columns (PostgreSQL numeric, bigint) as
 * text, so `amount == 100` must hold when amount is '100' or '100.00': a number and a number-like string
 * (see toNumber: plain signed decimals, spaces ignored) compare as numbers. null and undefined equal each
 * other, so `field == null` tests "no value" whether the field is absent or null. Everything else compares
 * strictly: no JavaScript coercions such as `0 == ''`, `'1' == true` or `[1] == 1`, which surprise
 * administrators more than they help. Two strings compare as text, so '1.0' == '1' is false.
 *
 * @example
 * looseEquals('100.00', 100); // true
 * looseEquals(null, undefined); // true
 * looseEquals(0, '');         // false
 */
export function looseEquals(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (left === null || left === undefined) return right === null || right === undefined;
  if (typeof left === 'number' && typeof right === 'string') return toNumber(right) === left;
  if (typeof left === 'string' && typeof right === 'number') return toNumber(left) === right;
  return false;
}

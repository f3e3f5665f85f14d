/**
 * Property names an expression may never read, as an identifier, after a dot or in brackets: they lead
 * from a harmless value to its prototype or to the Function constructor, the classic sandbox escapes
 * (`constructor.constructor('...')()`). Other inherited names are not listed because the evaluator reads
 * own properties only; these three are refused outright so a formula using them fails loudly instead of
 * quietly reading undefined.
 *
 * @example
 * forbiddenKey('__proto__'); // true
 * forbiddenKey('amount');    // false
 */
export function forbiddenKey(key: string): boolean {
  return key === '__proto__' || key === 'prototype' || key === 'constructor';
}

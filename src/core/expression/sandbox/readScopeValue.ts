import { forbiddenKey } from './forbiddenKey';

/** Prototypes every plain object, array or function inherits from; names found there are not the scope's. */
const BUILT_IN_PROTOTYPES: ReadonlySet<unknown> = new Set([Object.prototype, Array.prototype, Function.prototype]);

/**
 * The value an identifier of an expression names: the scope's property of that name, read as `scope[name]`
 * so getters (lazy footer values, docs/behaviour.md §12) run only when a formula actually uses them. Names the scope does
 * not hold give undefined, so a condition over a record that lacks a field is simply false; that includes
 * everything plain objects inherit (`toString`, `hasOwnProperty`), which would otherwise hand a formula a
 * built-in function. Properties from a caller's own prototype (a scope made with Object.create) still count.
 * `__proto__`, `prototype` and `constructor` throw: see forbiddenKey.
 *
 * @example
 * readScopeValue({ amount: 5 }, 'amount');   // 5
 * readScopeValue({ amount: 5 }, 'toString'); // undefined
 */
export function readScopeValue(scope: Record<string, unknown>, name: string): unknown {
  if (forbiddenKey(name)) throw new Error(`"${name}" may not be used in an expression`);
  for (let owner: object | null = scope; owner && !BUILT_IN_PROTOTYPES.has(owner); owner = Object.getPrototypeOf(owner)) {
    if (Object.hasOwn(owner, name)) return scope[name];
  }
  return undefined;
}

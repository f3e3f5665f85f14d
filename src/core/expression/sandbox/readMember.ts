import { forbiddenKey } from './forbiddenKey';

/**
 * `object.key` or `object[key]` inside an expression: an own property of a plain object (a record, a JSON
 * field) or an array, an own property of a string (its characters and length), undefined for a name the
 * value does not own. Inherited members such as `toString`, `push` or `map` are never reachable, so a
 * formula cannot get hold of a function through a value. Class instances (Date, Map, host objects) are
 * refused outright because their own properties are implementation details, not data. Reading from null
 * or undefined throws, as in JavaScript; `a?.b` (optional) gives undefined instead.
 *
 * @example
 * readMember({ name: 'Toshkent' }, 'name', false); // 'Toshkent'
 * readMember([10, 20], 1, false);               // 20
 * readMember({}, 'constructor', false);         // throws
 */
export function readMember(object: unknown, key: unknown, optional: boolean): unknown {
  if (object === null || object === undefined) {
    if (optional) return undefined;
    throw new Error(`cannot read "${String(key)}" of ${object === null ? 'null' : 'undefined'}`);
  }
  if (typeof key !== 'string' && typeof key !== 'number') throw new Error('a property name must be text or a number');
  const name = String(key);
  if (forbiddenKey(name)) throw new Error(`"${name}" may not be used in an expression`);
  if (typeof object === 'function') throw new Error('properties of functions cannot be read');
  if (typeof object === 'object' && !Array.isArray(object) && !isPlainObject(object)) {
    throw new Error('properties can be read only from records, lists and text');
  }
  // Numbers and booleans own no properties, so they give undefined like any missing field.
  return Object.hasOwn(Object(object), name) ? (object as Record<string, unknown>)[name] : undefined;
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Wraps a recursive computation so it may nest at most `limit` levels (footer formulas, docs/behaviour.md §12: 10). The
 * returned function is the entry point and is also handed to `compute` for the nested calls. Past the limit
 * the nested call yields `fallback`, the error is logged once, and the outermost call yields `fallback` too
 * (docs/behaviour.md §9: 0 for footers): a formula cycle then shows 0 instead of a number that depends on where the
 * cycle happened to be cut. A flag rather than a thrown error carries this up, because the nested calls
 * run inside a third-party evaluator that may catch or wrap what we throw.
 *
 * @example
 * const footer = limitRecursion<string, number>((id, resolve) => resolve(refersTo[id]) + 1, {
 *   limit: 10, fallback: 0, onExceeded: (id) => console.error('[platon] footer formula recurses', id),
 * });
 * footer('a'); // 0 when a refers to b and b back to a
 */
export function limitRecursion<Key, Value>(
  compute: (key: Key, resolve: (key: Key) => Value) => Value,
  options: { limit: number; fallback: Value; onExceeded: (key: Key, limit: number) => void },
): (key: Key) => Value {
  let depth = 0;
  let exceeded = false;
  const resolve = (key: Key): Value => {
    if (exceeded) return options.fallback;
    if (depth >= options.limit) {
      exceeded = true;
      return options.fallback;
    }
    depth += 1;
    try {
      return compute(key, resolve);
    } finally {
      depth -= 1;
    }
  };
  return (key: Key): Value => {
    if (depth > 0) return resolve(key);
    exceeded = false;
    const value = resolve(key);
    if (!exceeded) return value;
    exceeded = false;
    options.onExceeded(key, options.limit);
    return options.fallback;
  };
}

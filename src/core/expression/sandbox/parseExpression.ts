import jsep from 'jsep';

/** Distinct expression texts kept parsed. A table has a few dozen; the bound only stops unbounded growth. */
const CACHE_LIMIT = 500;

type Parsed = { ast: jsep.Expression } | { error: Error };
const cache = new Map<string, Parsed>();

/**
 * The syntax tree of an expression, parsed by jsep once per distinct text: a format condition runs for
 * every visible cell, so parsing each time would dominate. Failures are cached too, so a broken condition
 * costs one parse, not one per row. The tree is frozen because callers share it. When the cache is full
 * the least recently used text is dropped (a Map keeps insertion order; a hit moves its entry to the end).
 *
 * Only parsing happens here; jsep accepts more than the evaluator runs (bitwise operators, `this`, method
 * calls), and evaluateExpression refuses those. jsep's global operator tables are left untouched because
 * other code in the same bundle may use jsep too.
 *
 * @example
 * parseExpression("sum('amount') + 1").type; // 'BinaryExpression'
 * parseExpression('1 +');                    // throws Error: Syntax error in expression "1 +": ...
 */
export function parseExpression(text: string): jsep.Expression {
  let parsed = cache.get(text);
  if (parsed) {
    cache.delete(text);
  } else {
    parsed = parse(text);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  }
  cache.set(text, parsed);
  if ('error' in parsed) throw parsed.error;
  return parsed.ast;
}

function parse(text: string): Parsed {
  try {
    // An empty text parses to an empty Compound; it is a configuration mistake like any other syntax error.
    if (!text.trim()) throw new Error('the expression is empty');
    const ast = jsep(text);
    // jsep reads "a b" and "a, b" as a Compound of two expressions; one expression is what we evaluate.
    if (ast.type === 'Compound') throw new Error('several expressions where one is expected');
    return { ast: deepFreeze(ast) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { error: new Error(`Syntax error in expression "${text}": ${reason}`, { cause: error }) };
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

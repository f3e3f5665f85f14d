import type jsep from 'jsep';
import { applyBinaryOperator } from './applyBinaryOperator';
import type { EvaluateExpression } from '../EvaluateExpression';
import { expressionHelpers } from './expressionHelpers';
import { parseExpression } from './parseExpression';
import { readMember } from './readMember';
import { readScopeValue } from './readScopeValue';

type Scope = Record<string, unknown>;

/**
 * The sandboxed evaluator behind display conditions, cell format conditions and footer formulas (docs/architecture.md, docs/behaviour.md
 * §9). jsep parses (cached, see parseExpression); this walks the tree and runs only what is listed
 * below, never eval or new Function, so it works under a strict Content-Security-Policy and a formula can
 * reach nothing but its scope.
 *
 * - literals: numbers, 'text' / "text", true, false, null, and lists [a, b]
 * - identifiers: `scope[name]` (getters run lazily); a name the scope lacks is undefined, not an error
 * - members: `a.b`, `a['b']`, `a?.b` on records, lists and text, own properties only (see readMember)
 * - calls: `name(...)` where name is a function in the scope (e.g. sum('amount')) or one of
 *   expressionHelpers; no method calls (`a.b()`), no calling a call's result
 * - operators: unary `!`, `-`, `+`; binary `+ - * / % **`, comparisons, `==` / `!=` (numbers equal
 *   number-like text, see looseEquals), `=== !==`; `&&`, `||`, `??` short-circuit; `a ? b : c`
 * - refused everywhere: `__proto__`, `prototype`, `constructor`, inherited members, `this`, bitwise
 *   operators, several expressions in one text
 *
 * Throws an Error naming the expression on a syntax error, on anything refused and when a scope function
 * throws (the original error is its cause); callers log it and fall back (docs/behaviour.md §9).
 *
 * @example
 * evaluateExpression('amount > 1000 && status == 2', { amount: '1250.50', status: 2 }); // true
 * evaluateExpression("sum('paid') / sum('amount') * 100", { sum: (field) => totals[field] });
 * evaluateExpression('constructor', {}); // throws Error: Cannot evaluate "constructor": ...
 */
export const evaluateExpression: EvaluateExpression = (expression, scope) => {
  const ast = parseExpression(expression);
  try {
    return evaluate(ast, scope);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot evaluate "${expression}": ${reason}`, { cause: error });
  }
};

function evaluate(node: jsep.Expression, scope: Scope): unknown {
  switch (node.type) {
    case 'Literal':
      return (node as jsep.Literal).value;
    case 'Identifier':
      return readScopeValue(scope, (node as jsep.Identifier).name);
    case 'MemberExpression':
      return member(node as jsep.MemberExpression, scope);
    case 'CallExpression':
      return call(node as jsep.CallExpression, scope);
    case 'UnaryExpression':
      return unary(node as jsep.UnaryExpression, scope);
    case 'BinaryExpression':
      return binary(node as jsep.BinaryExpression, scope);
    case 'ConditionalExpression': {
      const conditional = node as jsep.ConditionalExpression;
      return evaluate(conditional.test, scope) ? evaluate(conditional.consequent, scope) : evaluate(conditional.alternate, scope);
    }
    case 'ArrayExpression':
      // A hole ([1, , 2]) is undefined, as the list would read in JavaScript.
      return (node as jsep.ArrayExpression).elements.map((element) => (element ? evaluate(element, scope) : undefined));
    default:
      throw new Error(`${node.type === 'ThisExpression' ? '"this"' : node.type} is not supported`);
  }
}

function member(node: jsep.MemberExpression, scope: Scope): unknown {
  const object = evaluate(node.object, scope);
  // a.b names the property literally; a[b] evaluates b. Both go through the same own-property check.
  const key = node.computed ? evaluate(node.property, scope) : (node.property as jsep.Identifier).name;
  return readMember(object, key, Boolean(node.optional));
}

function call(node: jsep.CallExpression, scope: Scope): unknown {
  if (node.callee.type !== 'Identifier') {
    throw new Error(node.callee.type === 'MemberExpression' ? 'method calls are not allowed' : 'only named functions can be called');
  }
  const name = (node.callee as jsep.Identifier).name;
  const value = readScopeValue(scope, name);
  const fn = typeof value === 'function' ? value : expressionHelpers[name];
  if (typeof fn !== 'function') throw new Error(`${name} is not a function`);
  if (fn === Function || fn === eval) throw new Error(`${name} may not be called`);
  const args = node.arguments.map((argument) => evaluate(argument, scope));
  // No `this`: a scope function is called as a plain function, never as a method of the scope.
  return fn(...args);
}

function unary(node: jsep.UnaryExpression, scope: Scope): unknown {
  const value = evaluate(node.argument, scope);
  switch (node.operator) {
    case '!':
      return !value;
    case '-':
      return -(value as number);
    case '+':
      return +(value as number);
    default:
      throw new Error(`the operator ${node.operator} is not supported`);
  }
}

function binary(node: jsep.BinaryExpression, scope: Scope): unknown {
  const left = evaluate(node.left, scope);
  switch (node.operator) {
    case '&&':
      return left ? evaluate(node.right, scope) : left;
    case '||':
      return left ? left : evaluate(node.right, scope);
    case '??':
      return left === null || left === undefined ? evaluate(node.right, scope) : left;
    default:
      return applyBinaryOperator(node.operator, left, evaluate(node.right, scope));
  }
}

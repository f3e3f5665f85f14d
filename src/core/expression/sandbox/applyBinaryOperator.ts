import { looseEquals } from './looseEquals';
import { toNumber } from '../../format/toNumber';

/**
 * One non-logical binary operator of an expression (&&, || and ?? short-circuit in the evaluator). Mostly
 * JavaScript semantics, with two deliberate changes for numbers the server sends as text (PostgreSQL
 * numeric and bigint arrive as '1250.50'):
 * - `+` adds when one side is a number and the other number-like text ('10' + 1 is 11, not '101');
 *   text with text still concatenates, so codes and names join as expected.
 * - `<`, `>`, `<=`, `>=` compare as numbers when both sides are numbers or number-like text ('10' > '9'),
 *   otherwise as JavaScript does (ISO dates as text compare correctly as text).
 * `==` and `!=` follow looseEquals; `===` and `!==` are strict. `**` is allowed as power. Bitwise and
 * shift operators are refused: nobody writes them in a business formula on purpose.
 *
 * @example
 * applyBinaryOperator('+', '10', 1);   // 11
 * applyBinaryOperator('>', '10', '9'); // true
 * applyBinaryOperator('&', 1, 3);      // throws
 */
export function applyBinaryOperator(operator: string, left: unknown, right: unknown): unknown {
  switch (operator) {
    case '==':
      return looseEquals(left, right);
    case '!=':
      return !looseEquals(left, right);
    case '===':
      return left === right;
    case '!==':
      return left !== right;
    case '+':
      return add(left, right);
    case '-':
      return (left as number) - (right as number);
    case '*':
      return (left as number) * (right as number);
    case '/':
      return (left as number) / (right as number);
    case '%':
      return (left as number) % (right as number);
    case '**':
      return (left as number) ** (right as number);
    case '<':
    case '>':
    case '<=':
    case '>=':
      return compare(operator, left, right);
    default:
      throw new Error(`the operator ${operator} is not supported`);
  }
}

function add(left: unknown, right: unknown): unknown {
  if (typeof left === 'number' && typeof right === 'string') {
    const number = toNumber(right);
    if (number !== null) return left + number;
  } else if (typeof left === 'string' && typeof right === 'number') {
    const number = toNumber(left);
    if (number !== null) return number + right;
  }
  return (left as string) + (right as string);
}

function compare(operator: '<' | '>' | '<=' | '>=', left: unknown, right: unknown): boolean {
  const leftNumber = numeric(left);
  const rightNumber = numeric(right);
  const [a, b] = leftNumber !== null && rightNumber !== null ? [leftNumber, rightNumber] : [left as number, right as number];
  switch (operator) {
    case '<':
      return a < b;
    case '>':
      return a > b;
    case '<=':
      return a <= b;
    default:
      return a >= b;
  }
}

/** Numbers and text only: a bigint compares exactly in JavaScript, and converting it would lose digits. */
function numeric(value: unknown): number | null {
  return typeof value === 'number' || typeof value === 'string' ? toNumber(value) : null;
}

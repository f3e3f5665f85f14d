import { describe, expect, it, vi } from 'vitest';
import { evaluateExpression } from './evaluateExpression';
import { parseExpression } from './parseExpression';

const run = (expression: string, scope: Record<string, unknown> = {}) => evaluateExpression(expression, scope);

describe('evaluateExpression: values and operators', () => {
  it('evaluates literals, lists and arithmetic with JavaScript precedence', () => {
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('10 - 4 - 3')).toBe(3);
    expect(run('7 % 4 + 2 ** 3')).toBe(11);
    expect(run('-2 * -3 + +"4"')).toBe(10);
    expect(run('\'a\' + "b"')).toBe('ab');
    expect(run('[1, 2 + 3, null, true]')).toEqual([1, 5, null, true]);
    expect(run('1 + 2 > 2 && 3 < 4 || false')).toBe(true);
    expect(run('!true || !0')).toBe(true);
  });

  it('short-circuits &&, || and ??, and evaluates only the chosen branch of a conditional', () => {
    const fail = vi.fn(() => {
      throw new Error('must not run');
    });
    expect(run('false && fail()', { fail })).toBe(false);
    expect(run('1 || fail()', { fail })).toBe(1);
    expect(run("'set' ?? fail()", { fail })).toBe('set');
    expect(run('missing ?? 0 ?? fail()', { fail })).toBe(0);
    expect(run('amount > 0 ? "plus" : fail()', { fail, amount: 5 })).toBe('plus');
    expect(run('amount > 0 ? fail() : "minus"', { fail, amount: -5 })).toBe('minus');
    expect(fail).not.toHaveBeenCalled();
    expect(run('0 ?? 1')).toBe(0);
    expect(run("'' || 'empty'")).toBe('empty');
  });

  it('treats numbers sent as text like numbers in ==, +, and comparisons', () => {
    expect(run('amount == 100', { amount: '100.00' })).toBe(true);
    expect(run('amount != 100', { amount: '100.00' })).toBe(false);
    expect(run('amount === 100', { amount: '100' })).toBe(false);
    expect(run('amount + 1', { amount: '10' })).toBe(11);
    expect(run('paid > amount', { paid: '10', amount: '9' })).toBe(true);
    expect(run('paid * 2', { paid: '2.5' })).toBe(5);
    expect(run("code + '-' + 1", { code: 'A7' })).toBe('A7-1');
    expect(run("created < '2024-02-01'", { created: '2024-01-15' })).toBe(true);
  });

  it('keeps == free of surprising coercions, except that null equals undefined', () => {
    expect(run("0 == ''")).toBe(false);
    expect(run("'1' == true")).toBe(false);
    expect(run("'1.0' == '1'")).toBe(false);
    expect(run('missing == null')).toBe(true);
    expect(run('status != null', { status: 0 })).toBe(true);
  });
});

describe('evaluateExpression: scope', () => {
  it('reads identifiers and nested members of records and lists', () => {
    const scope = { region: { name: 'Toshkent', codes: [10, 20] }, key: 'name' };
    expect(run('region.name', scope)).toBe('Toshkent');
    expect(run("region['name']", scope)).toBe('Toshkent');
    expect(run('region[key]', scope)).toBe('Toshkent');
    expect(run('region.codes[1] + region.codes.length', scope)).toBe(22);
    expect(run('region.name.length', scope)).toBe(8);
  });

  it('gives undefined for unknown identifiers and missing fields, and for inherited names', () => {
    expect(run('nothing')).toBeUndefined();
    expect(run('region.missing', { region: {} })).toBeUndefined();
    expect(run('toString')).toBeUndefined();
    expect(run('region.toString', { region: {} })).toBeUndefined();
    expect(run('list.map', { list: [1] })).toBeUndefined();
    expect(run('missing > 0')).toBe(false);
  });

  it('reads through getters only when the expression uses them', () => {
    const lazy = vi.fn(() => 42);
    const scope: Record<string, unknown> = { a: 1 };
    Object.defineProperty(scope, 'b', { enumerable: true, get: lazy });
    expect(run('a > 0 ? a : b', scope)).toBe(1);
    expect(lazy).not.toHaveBeenCalled();
    expect(run('b + a', scope)).toBe(43);
    expect(lazy).toHaveBeenCalledOnce();
  });

  it('reads properties a scope inherits from its own prototype, not from Object.prototype', () => {
    const scope = Object.create({ inherited: 3 }) as Record<string, unknown>;
    expect(run('inherited * 2', scope)).toBe(6);
    expect(run('hasOwnProperty', scope)).toBeUndefined();
  });

  it('optional member access yields undefined on null; plain access throws', () => {
    expect(run('region?.name', { region: null })).toBeUndefined();
    expect(() => run('region.name', { region: null })).toThrow(/cannot read "name" of null/);
  });
});

describe('evaluateExpression: calls', () => {
  it('calls scope functions with evaluated arguments and no this', () => {
    const sum = vi.fn(function (this: unknown, field: unknown) {
      expect(this).toBeUndefined();
      return field === 'amount' ? 12.5 : 0;
    });
    expect(run("sum('amount') + 1", { sum })).toBe(13.5);
    expect(sum).toHaveBeenCalledWith('amount');
  });

  it('prefers a scope function over a helper of the same name', () => {
    expect(run("min('amount')", { min: (field: string) => `min of ${field}` })).toBe('min of amount');
    expect(run('min(3, 1, 2)')).toBe(1);
  });

  it('offers the safe helpers', () => {
    expect(run('abs(-3) + floor(2.7) + ceil(0.2)')).toBe(6);
    expect(run('round(1.005, 2)')).toBe(1.01);
    expect(run('round(2.5)')).toBe(3);
    expect(run('round(-2.5)')).toBe(-3);
    expect(run('round(1234.5, -2)')).toBe(1200);
    expect(run("round('33.333', 1)")).toBe(33.3);
    expect(run('round(123.456, 100)')).toBe(123.456);
    expect(run("max(1, '7', null, [9, 'x'])")).toBe(9);
    expect(run('max()')).toBeNull();
    expect(run("len('abc') + length([1, 2]) + len(null)")).toBe(5);
    expect(run("lower('AbC') + upper('x') + trim('  y ')")).toBe('abcXy');
    expect(run("includes('Alisher', 'ish') && includes([1, 2], '2') && !includes(null, 1)")).toBe(true);
    expect(run("isEmpty(null) && isEmpty('  ') && isEmpty([]) && isEmpty(obj) && !isEmpty(0)", { obj: {} })).toBe(true);
    expect(run('coalesce(null, missing, 0, 5)')).toBe(0);
    expect(run("number('1 234.5')")).toBe(1234.5);
    expect(run('abs(nothing)')).toBeNull();
  });
});

describe('evaluateExpression: refused', () => {
  const forbidden: [string, Record<string, unknown>, RegExp][] = [
    ['__proto__', {}, /"__proto__" may not be used/],
    ['constructor', {}, /"constructor" may not be used/],
    ['a.constructor', { a: {} }, /"constructor" may not be used/],
    ["a['__proto__']", { a: {} }, /"__proto__" may not be used/],
    ["a['constr' + 'uctor']", { a: {} }, /"constructor" may not be used/],
    ['f.prototype', { f: () => 1 }, /"prototype" may not be used/],
    ['f.name', { f: () => 1 }, /properties of functions/],
    ['d.getTime', { d: new Date() }, /only from records, lists and text/],
    ['a.toString()', { a: {} }, /method calls are not allowed/],
    ["'x'.toUpperCase()", {}, /method calls are not allowed/],
    ['notAFunction(1)', { notAFunction: 5 }, /notAFunction is not a function/],
    ['unknownFunction(1)', {}, /unknownFunction is not a function/],
    ['f(1)(2)', { f: () => () => 3 }, /only named functions can be called/],
    ['F("return 1")', { F: Function }, /F may not be called/],
    ['this', {}, /"this" is not supported/],
    ['1 & 3', {}, /operator & is not supported/],
    ['~1', {}, /operator ~ is not supported/],
    ['a[b]', { a: {}, b: {} }, /property name must be text or a number/],
  ];

  it.each(forbidden)('refuses %s', (expression, scope, message) => {
    expect(() => run(expression, scope)).toThrow(message);
  });

  it('names the expression in syntax errors and refuses several expressions in one text', () => {
    expect(() => run('1 +')).toThrow(/Syntax error in expression "1 \+"/);
    expect(() => run('a b')).toThrow(/several expressions/);
    expect(() => run('   ')).toThrow(/empty/);
    expect(() => run('a.constructor', { a: {} })).toThrow(/Cannot evaluate "a.constructor"/);
  });

  it('wraps an error thrown by a scope function, keeping it as the cause', () => {
    const original = new Error('boom');
    let caught: unknown;
    try {
      run('f()', {
        f: () => {
          throw original;
        },
      });
    } catch (error) {
      caught = error;
    }
    expect((caught as Error).message).toBe('Cannot evaluate "f()": boom');
    expect((caught as Error).cause).toBe(original);
  });
});

describe('parseExpression', () => {
  it('parses a text once and returns the same frozen tree', () => {
    const first = parseExpression('cached + 1');
    expect(parseExpression('cached + 1')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('caches a syntax error too and throws it again', () => {
    let first: unknown;
    try {
      parseExpression('((');
    } catch (error) {
      first = error;
    }
    expect(first).toBeInstanceOf(Error);
    expect(() => parseExpression('((')).toThrow(first as Error);
  });

  it('keeps at most 500 texts, dropping the least recently used', () => {
    const kept = parseExpression('kept + 0');
    const dropped = parseExpression('dropped + 0');
    for (let i = 0; i < 499; i += 1) {
      parseExpression(`filler + ${i}`);
      if (i % 100 === 0) parseExpression('kept + 0');
    }
    expect(parseExpression('kept + 0')).toBe(kept);
    expect(parseExpression('dropped + 0')).not.toBe(dropped);
    expect(parseExpression('dropped + 0')).toEqual(dropped);
  });
});

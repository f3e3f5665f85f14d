import { describe, expect, it, vi } from 'vitest';
import { aggregateColumn } from './aggregateColumn';
import type { EvaluateExpression } from '../expression/EvaluateExpression';
import { limitRecursion } from './limitRecursion';
import { resolveFooters } from './resolveFooters';
import { rowsAggregateSource } from './rowsAggregateSource';
import { col } from '../table/testing/testColumn';

const rows = [
  { amount: 10, paid: '4' },
  { amount: '2.5', paid: 1 },
  { amount: null, paid: 'x' },
];

// A stand-in for the sandboxed library: each test formula is a named function of the scope.
const formulas: Record<string, (scope: Record<string, any>) => unknown> = {
  'paid / amount': (s) => s.paid / s.amount,
  'sum(amount) + 1': (s) => s.sum('amount') + 1,
  'a + 1': (s) => s.a + 1,
  'b + 1': (s) => s.b + 1,
  'self + 1': (s) => s.self + 1,
  broken: () => {
    throw new Error('syntax error');
  },
};
const evaluate: EvaluateExpression = (expression, scope) => formulas[expression](scope);

describe('aggregateColumn', () => {
  it('sums, averages and finds min and max over the numbers of a field, numeric text included', () => {
    expect(aggregateColumn(rows, 'amount', 'sum')).toBe(12.5);
    expect(aggregateColumn(rows, 'amount', 'avg')).toBe(6.25);
    expect(aggregateColumn(rows, 'amount', 'min')).toBe(2.5);
    expect(aggregateColumn(rows, 'amount', 'max')).toBe(10);
    expect(aggregateColumn(rows, 'amount', 'count')).toBe(3);
  });

  it('gives 0 for a sum and null for avg, min and max when there are no numbers', () => {
    expect(aggregateColumn([], 'amount', 'sum')).toBe(0);
    expect(aggregateColumn([{ amount: '' }], 'amount', 'avg')).toBeNull();
    expect(aggregateColumn([], 'amount', 'min')).toBeNull();
    expect(aggregateColumn([], 'amount', 'max')).toBeNull();
    expect(aggregateColumn(rows, 'amount', 'median' as never)).toBeNull();
  });
});

describe('limitRecursion', () => {
  it('computes nested calls within the limit', () => {
    const countdown = limitRecursion<number, number>((n, resolve) => (n === 0 ? 0 : resolve(n - 1) + 1), {
      limit: 10,
      fallback: 0,
      onExceeded: vi.fn(),
    });
    expect(countdown(9)).toBe(9);
  });

  it('yields the fallback for the whole chain and reports once when nesting deeper than the limit', () => {
    const onExceeded = vi.fn();
    const countdown = limitRecursion<number, number>((n, resolve) => (n === 0 ? 0 : resolve(n - 1) + 1), {
      limit: 10,
      fallback: 0,
      onExceeded,
    });
    expect(countdown(10)).toBe(0);
    expect(onExceeded).toHaveBeenCalledExactlyOnceWith(10, 10);
    expect(countdown(3)).toBe(3);
  });
});

describe('resolveFooters', () => {
  it('uses sumType aggregates and formulas that read other footers and aggregate functions', () => {
    const leaves = [
      col(1, { dataField: 'amount', sumType: 'sum' }),
      col(2, { dataField: 'paid', sumType: 'sum' }),
      col(3, { dataField: 'share', footer: 'paid / amount' }),
      col(4, { dataField: 'plus', footer: 'sum(amount) + 1' }),
      col(5, { dataField: 'note' }),
    ];
    const footers = resolveFooters(leaves, rowsAggregateSource(rows), evaluate);
    expect(Object.fromEntries(footers)).toEqual({ '1': 12.5, '2': 5, '3': 0.4, '4': 13.5 });
  });

  it('logs a failing formula and gives null for that footer only', () => {
    const log = vi.fn();
    const footers = resolveFooters(
      [col(1, { dataField: 'amount', sumType: 'max' }), col(2, { footer: 'broken' })],
      rowsAggregateSource(rows),
      evaluate,
      log,
    );
    expect(Object.fromEntries(footers)).toEqual({ '1': 10, '2': null });
    expect(log).toHaveBeenCalledOnce();
  });

  it('logs a formula cycle deeper than 10 levels and gives 0', () => {
    const log = vi.fn();
    const leaves = [
      col(1, { dataField: 'a', footer: 'b + 1' }),
      col(2, { dataField: 'b', footer: 'a + 1' }),
      col(3, { dataField: 'self', footer: 'self + 1' }),
    ];
    const footers = resolveFooters(leaves, rowsAggregateSource(rows), evaluate, log);
    expect(Object.fromEntries(footers)).toEqual({ '1': 0, '2': 0, '3': 0 });
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls[0][0]).toMatch(/deeper than 10 levels/);
  });
});

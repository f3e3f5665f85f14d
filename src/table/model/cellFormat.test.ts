import { describe, expect, it, vi } from 'vitest';
import { conditionalCellColors } from './conditionalCellColors';
import type { EvaluateExpression } from '../../core/expression/EvaluateExpression';
import { formatCellNumber } from './formatCellNumber';
import { col } from '../../core/table/testing/testColumn';

const evaluate: EvaluateExpression = (expression, scope) => {
  if (expression === 'amount < 0') return (scope.amount as number) < 0;
  throw new Error(`cannot parse ${expression}`);
};

describe('conditionalCellColors', () => {
  const column = col(1, { formatCondition: 'amount < 0', formatColor: 'red', formatBackgroundColor: '#fee' });

  it('gives the colours when the condition holds for the row and none otherwise', () => {
    expect(conditionalCellColors(column, { amount: -5 }, evaluate)).toEqual({ color: 'red', backgroundColor: '#fee' });
    expect(conditionalCellColors(column, { amount: 5 }, evaluate)).toEqual({});
    expect(conditionalCellColors({ ...column, formatBackgroundColor: null }, { amount: -1 }, evaluate)).toEqual({ color: 'red' });
  });

  it('does not evaluate without a condition or without colours', () => {
    const spy = vi.fn(evaluate);
    expect(conditionalCellColors(col(2, { formatColor: 'red' }), {}, spy)).toEqual({});
    expect(conditionalCellColors(col(3, { formatCondition: 'amount < 0' }), {}, spy)).toEqual({});
    expect(spy).not.toHaveBeenCalled();
  });

  it('logs a failing condition and leaves the cell plain', () => {
    const log = vi.fn();
    expect(conditionalCellColors(col(4, { formatCondition: '((', formatColor: 'red' }), {}, evaluate, log)).toEqual({});
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('formatCellNumber', () => {
  it('uses the column decimals or up to 4 by default', () => {
    expect(formatCellNumber({ numberFormat: 2 }, 1234.5)).toBe('1 234.50');
    expect(formatCellNumber({}, 1234.56789)).toBe('1 234.5679');
    expect(formatCellNumber({ numberFormat: null }, 'n/a')).toBe('');
  });
});

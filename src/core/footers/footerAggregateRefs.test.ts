import { describe, expect, it, vi } from 'vitest';
import type { AggregateSource } from './AggregateSource';
import { col } from '../table/testing/testColumn';
import { evaluateExpression } from '../expression/sandbox/evaluateExpression';
import { footerAggregateRefs } from './footerAggregateRefs';
import { resolveFooters } from './resolveFooters';
import { rowsAggregateSource } from './rowsAggregateSource';

describe('footerAggregateRefs', () => {
  it("lists each formula-less column's sumType over its dataField, without count", () => {
    const leaves = [
      col(1, { dataField: 'amount', sumType: 'sum' }),
      col(2, { dataField: 'paid', sumType: 'avg' }),
      col(3, { dataField: 'rows', sumType: 'count' }),
      col(4, { sumType: 'max' }),
      col(5, { dataField: 'note' }),
    ];
    expect(footerAggregateRefs(leaves)).toEqual([
      { kind: 'sum', field: 'amount' },
      { kind: 'avg', field: 'paid' },
    ]);
  });

  it('lists every aggregate call with a literal field found anywhere in a formula, once each', () => {
    const leaves = [
      col(1, { dataField: 'amount', sumType: 'sum' }),
      col(2, { dataField: 'share', footer: 'round(sum(\'paid\') / sum("amount") * 100, 2)' }),
      col(3, { dataField: 'spread', footer: "count() > 0 ? max('amount') - min('amount') : avg('debt')" }),
      col(4, { dataField: 'ignored', sumType: 'max', footer: 'share + 1' }),
    ];
    expect(footerAggregateRefs(leaves)).toEqual([
      { kind: 'sum', field: 'amount' },
      { kind: 'sum', field: 'paid' },
      { kind: 'max', field: 'amount' },
      { kind: 'min', field: 'amount' },
      { kind: 'avg', field: 'debt' },
    ]);
  });

  it('skips calls whose field is not literal text, other functions, and formulas that do not parse', () => {
    const leaves = [
      col(1, { dataField: 'a', footer: "sum(field) + sum(1) + total('x') + obj.sum('y')" }),
      col(2, { dataField: 'b', footer: "sum('amount' +" }),
      col(3, { dataField: 'c', footer: '   ', sumType: 'min' }),
    ];
    expect(footerAggregateRefs(leaves)).toEqual([{ kind: 'min', field: 'c' }]);
  });
});

describe('resolveFooters with the real evaluator', () => {
  const rows = [
    { amount: 10, paid: '4' },
    { amount: '2.5', paid: 1 },
    { amount: null, paid: 'x' },
  ];
  const leaves = [
    col(1, { dataField: 'amount', sumType: 'sum' }),
    col(2, { dataField: 'paid', sumType: 'sum' }),
    col(3, { dataField: 'share', footer: 'paid / amount * 100' }),
    col(4, { dataField: 'plus', footer: 'sum("amount") + 1' }),
    col(5, { dataField: 'chain', footer: "round(share, 1) + plus - max('paid')" }),
    col(6, { dataField: 'bad', footer: 'share +' }),
  ];

  it('computes sumTypes and formula chains over another footer, logging only the broken formula', () => {
    const log = vi.fn();
    const footers = resolveFooters(leaves, rowsAggregateSource(rows), evaluateExpression, log);
    expect(Object.fromEntries(footers)).toEqual({ '1': 12.5, '2': 5, '3': 40, '4': 13.5, '5': 49.5, '6': null });
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0][0]).toMatch(/column 6 failed/);
  });

  it('names every aggregate resolveFooters asks the source for', () => {
    const inner = rowsAggregateSource(rows);
    const asked = new Set<string>();
    const source: AggregateSource = {
      count: inner.count,
      aggregate: (kind, field) => (asked.add(`${kind}:${field}`), inner.aggregate(kind, field)),
    };
    resolveFooters(leaves, source, evaluateExpression, () => {});
    const listed = footerAggregateRefs(leaves).map(({ kind, field }) => `${kind}:${field}`);
    expect(new Set(listed)).toEqual(asked);
  });
});

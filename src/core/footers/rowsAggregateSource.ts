import { aggregateColumn } from './aggregateColumn';
import type { AggregateSource } from './AggregateSource';

/**
 * Aggregates over rows held in memory (a page, a group, a client-side table), cached per kind and field
 * because formulas re-read them at every level of a chain.
 *
 * @example
 * resolveFooters(leaves, rowsAggregateSource(group.records), evaluateExpression);
 */
export function rowsAggregateSource(rows: readonly Record<string, unknown>[]): AggregateSource {
  const cache = new Map<string, number | null>();
  return {
    count: rows.length,
    aggregate(kind, field) {
      const key = `${kind}:${field}`;
      if (!cache.has(key)) cache.set(key, aggregateColumn(rows, field, kind));
      return cache.get(key) ?? null;
    },
  };
}

import type { FooterAggregate } from '../api/tableMetaContract';

/**
 * Where footer aggregates come from: the rows of a page or a group in the browser (rowsAggregateSource),
 * or SQL aggregates over the whole filtered table on the server. Footer formulas only ever see numbers
 * through this, so the same formula gives the same total on both sides.
 *
 * @example
 * const source: AggregateSource = { count: 3, aggregate: (kind, field) => precomputed.get(`${kind}:${field}`) ?? null };
 */
export interface AggregateSource {
  /** Number of records the footer covers. */
  count: number;
  aggregate(kind: FooterAggregate, field: string): number | null;
}

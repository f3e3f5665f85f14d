import { toNumber } from '../format/toNumber';
import type { AggregateSource } from './AggregateSource';
import type { EvaluateExpression } from '../expression/EvaluateExpression';
import { FOOTER_RECURSION_LIMIT } from './footerRecursionLimit';
import { limitRecursion } from './limitRecursion';
import type { FooterAggregate, TableColumnMeta } from '../api/tableMetaContract';

/**
 * Footer values of the data columns over one aggregate source (the whole filtered table on the server, one
 * group or page in the browser), keyed by column id as text. A column with a `footer` formula is evaluated with a scope holding the aggregate functions
 * sum/avg/min/max(field) and count(), plus every footer column's value under its dataField, read lazily
 * through getters so formulas can build on each other (the evaluator must read the scope, not copy it). Without a formula the column's sumType aggregate is used;
 * with neither it has no entry. A formula that fails is logged and gives null (docs/behaviour.md §9: the cell stays
 * plain); one that recurses deeper than 10 levels is logged and gives 0.
 *
 * @example
 * resolveFooters(leaves, rowsAggregateSource(rows), evaluate); // Map { '7' => 1250.5, '8' => 0.25 }
 */
export function resolveFooters(
  leaves: readonly TableColumnMeta[],
  source: AggregateSource,
  evaluate: EvaluateExpression,
  log: (message: string, detail: unknown) => void = (message, detail) => console.error(message, detail),
): Map<string, number | null> {
  const byId = new Map(leaves.filter(hasFooter).map((column) => [String(column.id), column]));
  // Footer values are not cached: a value computed inside a cycle that later hits the limit would be wrong.
  const aggregate = (kind: FooterAggregate) => (field: unknown) => source.aggregate(kind, String(field));
  const functions = {
    sum: aggregate('sum'),
    avg: aggregate('avg'),
    min: aggregate('min'),
    max: aggregate('max'),
    count: () => source.count,
  };

  const footerOf = limitRecursion<string, number | null>(
    (id, resolve) => {
      const column = byId.get(id);
      if (!column) return null;
      return column.footer?.trim() ? runFormula(column, column.footer, resolve) : sumTypeValue(column);
    },
    {
      limit: FOOTER_RECURSION_LIMIT,
      fallback: 0,
      onExceeded: (id, limit) => log(`[platon] footer formula of column ${id} recurses deeper than ${limit} levels`, byId.get(id)?.footer),
    },
  );

  function runFormula(column: TableColumnMeta, formula: string, resolve: (id: string) => number | null): number | null {
    const scope: Record<string, unknown> = { ...functions };
    for (const [otherId, other] of byId) {
      // Getters keep references lazy: only footers a formula actually reads are computed, cycles included.
      // A formula naming its own field is a cycle like any other and ends at the limit.
      if (other.dataField) Object.defineProperty(scope, other.dataField, { enumerable: true, get: () => resolve(otherId) });
    }
    try {
      return toNumber(evaluate(formula, scope));
    } catch (error) {
      log(`[platon] footer formula of column ${column.id} failed`, error);
      return null;
    }
  }

  function sumTypeValue(column: TableColumnMeta): number | null {
    if (!column.sumType || !column.dataField) return null;
    return column.sumType === 'count' ? source.count : source.aggregate(column.sumType, column.dataField);
  }

  return new Map([...byId.keys()].map((id) => [id, footerOf(id)]));
}

function hasFooter(column: TableColumnMeta): boolean {
  return Boolean(column.footer?.trim() || column.sumType);
}

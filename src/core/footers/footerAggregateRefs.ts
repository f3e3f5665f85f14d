import type jsep from 'jsep';
import { parseExpression } from '../expression/sandbox/parseExpression';
import type { FooterAggregate, TableColumnMeta } from '../api/tableMetaContract';

/** Aggregate functions a footer formula calls with a field name (resolveFooters puts them in the scope). */
const FORMULA_AGGREGATES: ReadonlySet<string> = new Set<FooterAggregate>(['sum', 'avg', 'min', 'max']);

/**
 * Every aggregate the footers of these leaf columns can ask their AggregateSource for, so the server can
 * compute exactly those in one SQL query before calling resolveFooters. That is each column's sumType over
 * its dataField when the column has no formula (resolveFooters ignores sumType beside a formula; 'count'
 * is the record count, not a per-field aggregate), plus every `sum|avg|min|max('field')` call with a
 * literal text argument anywhere in a footer formula. A formula that does not parse contributes nothing:
 * resolveFooters logs it and shows no value. Entries are unique, in column order.
 *
 * The field names come from administrators' formula text: the caller must check them against the table's
 * columns before naming them in SQL.
 *
 * @example
 * footerAggregateRefs([
 *   { id: 1, title: 'Summa', dataField: 'amount', sumType: 'sum' },
 *   { id: 2, title: 'Ulush', dataField: 'share', footer: "max('paid') / amount * 100" },
 * ]); // [{ kind: 'sum', field: 'amount' }, { kind: 'max', field: 'paid' }]
 */
export function footerAggregateRefs(leaves: readonly TableColumnMeta[]): { kind: FooterAggregate; field: string }[] {
  const refs = new Map<string, { kind: FooterAggregate; field: string }>();
  const add = (kind: FooterAggregate, field: string) => {
    const key = `${kind}:${field}`;
    if (!refs.has(key)) refs.set(key, { kind, field });
  };
  for (const column of leaves) {
    const formula = column.footer?.trim();
    if (formula) {
      for (const [kind, field] of formulaAggregates(formula)) add(kind, field);
    } else if (column.sumType && column.sumType !== 'count' && column.dataField) {
      add(column.sumType, column.dataField);
    }
  }
  return [...refs.values()];
}

function formulaAggregates(formula: string): [FooterAggregate, string][] {
  let ast: jsep.Expression;
  try {
    ast = parseExpression(formula);
  } catch {
    return [];
  }
  const found: [FooterAggregate, string][] = [];
  walk(ast, (node) => {
    if (node.type !== 'CallExpression') return;
    const { callee, arguments: args } = node as jsep.CallExpression;
    const name = callee.type === 'Identifier' ? (callee as jsep.Identifier).name : '';
    const first = args[0];
    if (FORMULA_AGGREGATES.has(name) && first?.type === 'Literal' && typeof (first as jsep.Literal).value === 'string') {
      found.push([name as FooterAggregate, (first as jsep.Literal).value as string]);
    }
  });
  return found;
}

/** Visits every node of a jsep tree: children sit in node properties, alone or in lists (arguments, elements). */
function walk(node: jsep.Expression, visit: (node: jsep.Expression) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof (child as jsep.Expression).type === 'string') walk(child as jsep.Expression, visit);
    }
  }
}

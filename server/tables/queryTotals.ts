import { sql, type Kysely } from 'kysely';
import type { TableTotals } from '../../src/core/api/tableContract';
import type { FooterAggregate } from '../../src/core/api/tableMetaContract';
import { evaluateExpression } from '../../src/core/expression/sandbox/evaluateExpression';
import type { AggregateSource } from '../../src/core/footers/AggregateSource';
import { footerAggregateRefs } from '../../src/core/footers/footerAggregateRefs';
import { resolveFooters } from '../../src/core/footers/resolveFooters';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { queryConnection } from './queryConnection';
import type { QueryPlan } from './queryPlan';
import { querySource } from './querySource';
import type { RuntimeTable } from './runtimeTable';

const SQL_AGGREGATES: Record<Exclude<FooterAggregate, 'count'>, string> = { sum: 'sum', avg: 'avg', min: 'min', max: 'max' };

/**
 * The record count and the footers of the whole filtered set (`GET tables/{name}/totals`), not of a page.
 * Exactly the aggregates the footers need (footerAggregateRefs) are computed in one SQL query together with
 * count(*); then the same resolveFooters the browser uses turns them into footer values, formulas
 * included, so server and browser totals agree. An aggregate over a field that is not whitelisted or not a
 * number column is null instead of an SQL error. A sum over no numbers is 0, as in the browser.
 *
 * @example
 * await queryTotals(db, table, plan, 5000, log); // { total: 1234, footers: { '7': 98150.5 } }
 */
export async function queryTotals(
  db: Kysely<DatabaseSchema>,
  table: RuntimeTable,
  plan: QueryPlan,
  timeoutMs: number,
  log: (message: string, detail: unknown) => void,
): Promise<TableTotals> {
  const wanted = footerAggregateRefs(plan.level.leaves).filter(({ kind, field }) => {
    const column = plan.fields.get(field);
    return kind !== 'count' && (column?.columnClass === 'integer' || column?.columnClass === 'number');
  });
  const selections = [
    sql`count(*)::float8 AS n`,
    ...wanted.map(({ kind, field }, index) => {
      const aggregate = sql`${sql.raw(SQL_AGGREGATES[kind as Exclude<FooterAggregate, 'count'>])}(${sql.id('src', field)})`;
      const value = kind === 'sum' ? sql`coalesce(${aggregate}, 0)` : aggregate;
      return sql`(${value})::float8 AS ${sql.id(`a${index}`)}`;
    }),
  ];
  const where = plan.where.length ? sql.join(plan.where, sql` AND `) : sql`true`;
  const row = await queryConnection(db, table, timeoutMs, async (executor) => {
    const result = await sql<Record<string, number | null>>`
      SELECT ${sql.join(selections)} FROM ${querySource(table)} AS src WHERE ${where}`.execute(executor);
    return result.rows[0];
  });
  const values = new Map(wanted.map(({ kind, field }, index) => [`${kind}:${field}`, toNumber(row[`a${index}`])]));
  const total = toNumber(row.n) ?? 0;
  const source: AggregateSource = {
    count: total,
    aggregate: (kind, field) => (kind === 'count' ? total : (values.get(`${kind}:${field}`) ?? null)),
  };
  return { total, footers: Object.fromEntries(resolveFooters(plan.level.leaves, source, evaluateExpression, log)) };
}

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

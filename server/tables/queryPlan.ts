import type { RawBuilder } from 'kysely';
import { queryFields } from './queryFields';
import { queryFilters } from './queryFilters';
import { queryOrder, type OrderKey } from './queryOrder';
import { queryOutputFields } from './queryOutputFields';
import type { TableRequest } from './queryRequest';
import type { SourceColumn } from './runtimeColumnClass';
import type { RuntimeLevel, RuntimeTable } from './runtimeTable';

/** What every read of one request shares: the level, its field whitelist, the filters and the order. */
export interface QueryPlan {
  level: RuntimeLevel;
  fields: Map<string, SourceColumn>;
  where: RawBuilder<unknown>[];
  order: OrderKey[];
  /** The fields each row carries (queryOutputFields). */
  output: string[];
}

/**
 * Checks a request against the table (fields whitelisted, values typed) and turns it into the pieces of
 * SQL the data, totals and export reads share. Throws TableQueryError (400) for anything the request got
 * wrong, before any SQL runs.
 *
 * @example
 * const plan = queryPlan(table, queryRequest(request.query));
 */
export function queryPlan(table: RuntimeTable, request: TableRequest): QueryPlan {
  const level = table.level(request.level);
  const fields = queryFields(table, level);
  const order = queryOrder(table, level, fields, request.sort, request.order);
  return { level, fields, where: queryFilters(request.filters, fields, level), order, output: queryOutputFields(table, level, order) };
}

import type { FilterValues, TableQueryString } from '../../src/core/api/tableContract';
import type { SortOrder } from '../../src/core/api/tableMetaContract';
import { TableQueryError } from './queryError';

/** A table call's request, checked for shape: fields and values are checked against the table later. */
export interface TableRequest {
  level: number;
  page: number;
  /** null: the table's page size. */
  size: number | null;
  sort: string | null;
  order: SortOrder | null;
  filters: FilterValues;
}

/**
 * The request a table call's query string describes (after schema validation: the types already coerced). `filters` must be a JSON object (TableQuery.filters);
 * anything else, including text that is not JSON, is a 400. An empty sort means the table's default order.
 *
 * @example
 * queryRequest({ page: 2, sort: 'amount', order: -1, filters: '{"status":"new"}' });
 * // { level: 1, page: 2, size: null, sort: 'amount', order: -1, filters: { status: 'new' } }
 */
export function queryRequest(query: TableQueryString): TableRequest {
  return {
    level: query.level ?? 1,
    page: query.page ?? 1,
    size: query.size ?? null,
    sort: query.sort?.trim() ? query.sort : null,
    order: query.order ?? null,
    filters: parseFilters(query.filters),
  };
}

function parseFilters(text: string | undefined): FilterValues {
  if (text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new TableQueryError('filters is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new TableQueryError('filters must be a JSON object');
  return parsed as FilterValues;
}

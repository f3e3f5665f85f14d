import { ApiError } from '../../../core/api/ApiError';
import type { SaveColumnConfigRequest, TableDefinition, TableQuery } from '../../../core/api/tableContract';
import type { TableApi } from '../../data/TableApi';

export interface FakeTableApi extends TableApi {
  /** Every call in order: 'definition', 'page' or 'totals' with its query, 'save' with its body. */
  calls: { kind: 'definition' | 'page' | 'totals' | 'save'; query?: TableQuery; body?: SaveColumnConfigRequest }[];
}

/**
 * Browser tests: the table calls answered from memory. Pages are slices of `rows`, filtered by any filter
 * value a row's field contains as text; totals count them and sum `amount` under column 9. `fail` makes a
 * call reject with that HTTP status.
 *
 * @example
 * const api = fakeTableApi(appealDefinition(), appealRows(35));
 */
export function fakeTableApi(
  definition: TableDefinition,
  rows: Record<string, unknown>[],
  fail: Partial<Record<'definition' | 'page' | 'totals' | 'save', number>> = {},
): FakeTableApi {
  const calls: FakeTableApi['calls'] = [];
  const filtered = (query: TableQuery) =>
    rows.filter((row) =>
      Object.entries(query.filters ?? {}).every(
        ([field, value]) => value === null || value === '' || String(row[field] ?? '').includes(String(value)),
      ),
    );
  const reject = (status: number) => Promise.reject(new ApiError(status, null));
  return {
    calls,
    async definition() {
      calls.push({ kind: 'definition' });
      return fail.definition ? reject(fail.definition) : structuredClone(definition);
    },
    async page(_name, query) {
      calls.push({ kind: 'page', query });
      if (fail.page) return reject(fail.page);
      const page = query.page ?? 1;
      const size = query.size ?? 10;
      const all = filtered(query);
      return { rows: all.slice((page - 1) * size, page * size), page, size, hasMore: all.length > page * size };
    },
    async totals(_name, query) {
      calls.push({ kind: 'totals', query });
      if (fail.totals) return reject(fail.totals);
      const all = filtered(query);
      return { total: all.length, footers: { 9: all.reduce((sum, row) => sum + Number(row.amount ?? 0), 0) } };
    },
    async saveColumnConfig(body) {
      calls.push({ kind: 'save', body });
      if (fail.save) await reject(fail.save);
    },
  };
}

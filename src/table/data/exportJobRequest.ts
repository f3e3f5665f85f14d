import type { JobExportRequest } from '../../core/api/jobContract';
import type { TableQuery } from '../../core/api/tableContract';
import { tableQueryString } from '../../core/table/tableQueryString';

/**
 * The body of `POST jobs/export/{name}` for a table's current level, sort and filters: read back from the
 * query string the export link carries (tableQueryString), so the job exports exactly what the link would,
 * empty filters left out alike.
 *
 * @example
 * exportJobRequest({ level: 1, sort: 'amount', order: -1, filters: { region: 3, name: '' } });
 * // { level: 1, sort: 'amount', order: -1, filters: '{"region":3}' }
 */
export function exportJobRequest(query: Pick<TableQuery, 'level' | 'sort' | 'order' | 'filters'>): JobExportRequest {
  const params = new URLSearchParams(tableQueryString(query));
  const request: JobExportRequest = {};
  if (params.has('level')) request.level = Number(params.get('level'));
  const sort = params.get('sort');
  if (sort) {
    request.sort = sort;
    request.order = params.get('order') === '-1' ? -1 : 1;
  }
  const filters = params.get('filters');
  if (filters) request.filters = filters;
  return request;
}

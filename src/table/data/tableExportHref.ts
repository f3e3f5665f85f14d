import type { TableQuery } from '../../core/api/tableContract';
import { exportHref } from '../../core/router/linkRules';
import { tableQueryString } from './tableQueryString';

/**
 * The download address of a table's spreadsheet with its current filters and sort (SPEC §7 export link,
 * src/core/api/tableContract.ts): `{apiBase}export/{name}?...&_bearer_token=...`, or for a public table
 * `{apiBase}public/export/{name}?...` without a token.
 *
 * @example
 * tableExportHref('/api/', 'appeals', { level: 1, sort: 'amount', order: 1 }, token, false);
 * // '/api/export/appeals?level=1&sort=amount&order=1&_bearer_token=…'
 */
export function tableExportHref(apiBase: string, name: string, query: TableQuery, token: string | null, isPublic: boolean): string {
  const resource = `${encodeURIComponent(name)}?${tableQueryString(query)}`;
  return isPublic ? exportHref(`${apiBase}public/`, resource, null) : exportHref(apiBase, resource, token);
}

import type { TableQuery } from '../../core/api/tableContract';
import { tableQueryString } from '../../core/table/tableQueryString';

/**
 * The API client's call for a table's spreadsheet with its current filters and sort (docs/behaviour.md §11 export link,
 * src/core/api/tableContract.ts): `export/{name}?...`, or for a public table `public/export/{name}?...`. The
 * token goes in the client's Authorization header, never in the address.
 *
 * @example
 * tableExportPath('appeals', { level: 1, sort: 'amount', order: 1 }, false); // 'export/appeals?level=1&sort=amount&order=1'
 */
export function tableExportPath(name: string, query: TableQuery, isPublic: boolean): string {
  return `${isPublic ? 'public/' : ''}export/${encodeURIComponent(name)}?${tableQueryString(query)}`;
}

import { MAX_CLIENT_ROWS } from '../../src/core/api/tableContract';

/**
 * JSON schema of the data, totals and export query strings (tableContract TableQuery). Fastify coerces the
 * numbers and answers 400 itself for anything of the wrong shape ('1 OR 1=1' as a page, order 2). The
 * upper size limit here is the client-paged one; a server-paged table's lower limit is checked per table.
 *
 * @example
 * app.get('/tables/:name/data', { schema: { querystring: QUERY_STRING_SCHEMA } }, handler);
 */
export const QUERY_STRING_SCHEMA = {
  type: 'object',
  properties: {
    level: { type: 'integer', minimum: 1, maximum: 100, description: 'Table level (sub-tables are 2 and deeper); default 1' },
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, description: '1-based page; default 1' },
    size: { type: 'integer', minimum: 1, maximum: MAX_CLIENT_ROWS, description: "Rows per page; default the table's page size" },
    sort: { type: 'string', maxLength: 200, description: "A column's dataField; absent: the table's default order" },
    order: { type: 'integer', enum: [1, -1], description: '1 ascending, -1 descending' },
    filters: { type: 'string', maxLength: 100_000, description: 'JSON.stringify(FilterValues), keyed by dataField' },
  },
} as const;

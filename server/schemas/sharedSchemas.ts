import { menuItemSchema, organizationSchema, pageDefinitionSchema, projectInfoSchema, userSchema } from '../../src/core/api/contract';
import { errorResponseSchema } from '../../src/core/api/errorResponseSchema';
import { FORM_SCHEMAS } from '../forms/formSchemas';
import { TABLE_META_SCHEMAS } from '../tables/metaSchemas';

/**
 * The shared JSON schemas, registered once with `addSchema` so routes reference them by `$id` and the OpenAPI
 * document lists them as named components. The contract's own objects (README "One contract") are registered
 * as they are; response schemas also make Fastify's serializer drop any column a handler leaks by mistake.
 */
export const SHARED_SCHEMAS = [
  errorResponseSchema,
  organizationSchema,
  userSchema,
  menuItemSchema,
  projectInfoSchema,
  pageDefinitionSchema,
  {
    $id: 'TableDataPage',
    type: 'object',
    description: 'One page of a table (tableContract.ts); hasMore says a next page exists.',
    properties: {
      rows: { type: 'array', items: { type: 'object', additionalProperties: true } },
      page: { type: 'integer' },
      size: { type: 'integer' },
      hasMore: { type: 'boolean' },
    },
    required: ['rows', 'page', 'size', 'hasMore'],
  },
  {
    $id: 'TableTotals',
    type: 'object',
    description: 'Record count and footer values (column id to value) of the whole filtered table.',
    properties: {
      total: { type: 'integer' },
      footers: { type: 'object', additionalProperties: { type: ['number', 'null'] } },
    },
    required: ['total', 'footers'],
  },
  ...TABLE_META_SCHEMAS,
  ...FORM_SCHEMAS,
];

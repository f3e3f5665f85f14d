import { menuItemSchema, organizationSchema, pageDefinitionSchema, projectInfoSchema, userSchema } from '../../src/core/api/contract';
import { errorResponseSchema } from '../../src/core/api/errorResponseSchema';
import { TABLE_SCHEMAS } from '../../src/core/api/tableContract';
import { FORM_SCHEMAS } from '../forms/formSchemas';

/**
 * The shared JSON schemas, registered once with `addSchema` so routes reference them by `$id` and the OpenAPI
 * document lists them as named components. The contract's own objects (docs/architecture.md "One contract") are registered
 * as they are; response schemas also make Fastify's serializer drop any column a handler leaks by mistake.
 */
export const SHARED_SCHEMAS = [
  errorResponseSchema,
  organizationSchema,
  userSchema,
  menuItemSchema,
  projectInfoSchema,
  pageDefinitionSchema,
  ...TABLE_SCHEMAS,
  ...FORM_SCHEMAS,
];

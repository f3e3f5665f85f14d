import { formDefinitionSchema, formErrorResponseSchema, formRecordSchema, saveFormRequestSchema } from '../../src/core/api/formContract';
import { formElementSchema, formOptionSchema } from '../../src/core/api/formMeta';

/**
 * The form contract's schemas (src/core/api/formContract.ts, formMeta.ts), spread into the shared schemas so
 * routes reference them by `$id` and /api/openapi.json lists them. Response schemas double as an allow-list:
 * Fastify's serializer drops any field not named there.
 *
 * @example
 * app.get('/forms/:name', { schema: { response: { 200: dataEnvelope(formDefinitionRef) } } }, handler);
 */
export const FORM_SCHEMAS = [
  formOptionSchema,
  formElementSchema,
  formDefinitionSchema,
  formRecordSchema,
  saveFormRequestSchema,
  formErrorResponseSchema,
];

import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type { organizationSchema, pageDefinitionSchema, projectInfoSchema, userSchema } from '../../src/core/api/contract';
import type { errorResponseSchema } from '../../src/core/api/errorResponseSchema';
import type { TableSchemaReferences } from '../../src/core/api/tableContract';
import type {
  formDefinitionSchema,
  formErrorResponseSchema,
  formRecordSchema,
  saveFormRequestSchema,
} from '../../src/core/api/formContract';
import type { FormElementReference, FormOptionReference } from '../../src/core/api/formMeta';

/** The form contract's registered schemas, as a `$ref` to one is typed (formContract.ts, formMeta.ts). */
type FormReferences = [
  FormOptionReference,
  FormElementReference,
  typeof formDefinitionSchema,
  typeof formRecordSchema,
  typeof saveFormRequestSchema,
  typeof formErrorResponseSchema,
];
/**
 * The shared schemas a route's `$ref` may name, so the type of the referencing part is known too. Not
 * `MenuItem`: it refers to itself, which json-schema-to-ts cannot follow (the menu route names its reply type);
 * for the same reason `TableColumn#` resolves to the column without its `children` (TableColumnOwnSchema).
 */
type References = {
  references: [
    typeof errorResponseSchema,
    typeof organizationSchema,
    typeof userSchema,
    typeof projectInfoSchema,
    typeof pageDefinitionSchema,
    // The table shapes (tableContract, tableMetaContract).
    ...TableSchemaReferences,
    ...FormReferences,
  ];
};
type ContractProvider = JsonSchemaToTsProvider<{ ValidatorSchemaOptions: References; SerializerSchemaOptions: References }>;

/**
 * The app with the contract's type provider (docs/architecture.md "One contract"): a route's `request.params`, `query`,
 * `body` and its reply are typed by the JSON schemas it declares, so the schema is the only place a wire
 * shape is written.
 *
 * @example
 * const api = contractRoutes(app);
 * api.get('/x', { schema: { querystring: xQuerySchema, response: { 200: dataEnvelope(xSchema) } } }, async (request) => …);
 */
export function contractRoutes(app: FastifyInstance) {
  return app.withTypeProvider<ContractProvider>();
}

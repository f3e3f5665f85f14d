import type { FromSchema } from 'json-schema-to-ts';
import type { FormElementMeta, FormElementReference, FormOption, FormOptionReference, RemoteFile } from './formMeta';

/**
 * The wire contract of server-defined forms (docs/behaviour.md §5, §2, §11; docs/architecture.md "Writes"). Every response is
 * `{ data: ... }`; errors are `{ statusCode, error, message, code? }` plus `errors` on a 422.
 *
 * | call | answer |
 * |---|---|
 * | `GET forms/{name}` | `FormDefinition` (404 unknown, 403 without the form's permission) |
 * | `GET forms/{name}/records/{id}` | `FormRecord` (404 no such record); fires the server's formRead audit |
 * | `POST forms/{name}/records` body `SaveFormRequest` | 201 `FormRecord` (422 `FormErrorResponse`) |
 * | `PUT forms/{name}/records/{id}` body `SaveFormRequest` with `version` | `FormRecord`; 409 `STALE_RECORD` when the version moved on |
 * | `DELETE forms/{name}/records/{id}?version=` | `{ deleted: true }`: soft delete where the form has one, else the row goes |
 * | `DELETE forms/{name}/records/{id}?version=&hard=true` | `{ deleted: true }`: the row goes (canHardDelete only) |
 * | `GET forms/paginate-element/{formName}/{elementId}?search&recordId&page` | `FormOption[]` of one page (docs/behaviour.md §11) |
 * | `GET {suggestionsUrl}?text=` | `string[]` (docs/behaviour.md §11 "data.data is the list") |
 * | `POST files/upload/form` multipart: form_element_id, form_element_project_id, data_source, file | 201 `RemoteFile` |
 * | `GET uploads/files/{id}`, `GET uploads/images/{id}` | the file, `Content-Disposition` and `nosniff`: through a file's signed `url`, or with a session that may read it (docs/files.md) |
 * | `GET public/forms/{name}`, `POST public/forms/{name}/records`, `GET public/forms/paginate-element/...` | the same for public forms, anonymous, rate-limited |
 * | `POST web/v1/public/forms/file/upload` | upload for a public form's element |
 *
 * Values travel keyed by the element's dataField: text as strings, number and int as numbers, checkbox as
 * boolean, date 'YYYY-MM-DD', datetime 'YYYY-MM-DDTHH:mm:ssZ', time 'HH:mm', select an option id (a list when
 * multiple), file and image `RemoteFile[]`, key_value `Record<string, string>`, raw_json the JSON text, geo a
 * `GeoPoint`, geo_polygon `GeoPoint[]`. Only fields some element names are written (no mass assignment).
 *
 * @example
 * const { data } = await api.get<{ data: FormDefinition }>('forms/appeals');
 * await api.put(`forms/appeals/records/${id}`, { body: { values, version } });
 *
 * Each shape is written once, as the JSON schema the server registers by its `$id`, validates, documents and
 * serializes with; the types are derived from it (docs/architecture.md "One contract").
 */

/** `GET forms/{name}`: everything a view needs to draw the form. */
export const formDefinitionSchema = {
  $id: 'FormDefinition',
  type: 'object',
  description: 'GET forms/{name}: props and the element tree, select options resolved.',
  additionalProperties: false,
  properties: {
    props: {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        title: { type: 'string' },
        /** Project the form belongs to: admins get gear links only on their own project's forms. */
        projectId: { type: 'string' },
        /** Built-in platform forms (the configuration collections) get no gear links (docs/behaviour.md §2). */
        isBuiltIn: { type: 'boolean' },
        isPublic: { type: 'boolean' },
        /** The record field holding its id (the route's `{id}`). */
        rowKey: { type: 'string' },
        canInsert: { type: 'boolean' },
        canUpdate: { type: 'boolean' },
        canDelete: { type: 'boolean' },
        canHardDelete: { type: 'boolean' },
        /** Label column width of left labels, in pixels; default the view's. */
        labelWidth: { type: ['integer', 'null'] },
      },
      required: [
        'id',
        'name',
        'title',
        'projectId',
        'isBuiltIn',
        'isPublic',
        'rowKey',
        'canInsert',
        'canUpdate',
        'canDelete',
        'canHardDelete',
      ],
    },
    /** The element tree; containers hold `children`. */
    elements: { type: 'array', items: { $ref: 'FormElement#' } },
  },
  required: ['props', 'elements'],
} as const;
export interface FormDefinition extends Omit<
  FromSchema<typeof formDefinitionSchema, { references: [FormElementReference, FormOptionReference] }>,
  'elements'
> {
  elements: FormElementMeta[];
}

/** Record values by dataField: open-ended, each element's value as the comment above describes. */
const formValuesSchema = { type: 'object', additionalProperties: true } as const;

/** A record as a form edits it. `version` guards against lost updates (null for a new record). */
export const formRecordSchema = {
  $id: 'FormRecord',
  type: 'object',
  description: 'A record as a form edits it: values by dataField, and the version that guards against lost updates.',
  additionalProperties: false,
  properties: {
    id: { type: ['number', 'string', 'null'] },
    values: formValuesSchema,
    version: { type: ['integer', 'null'] },
  },
  required: ['id', 'values', 'version'],
} as const;
export type FormRecord = FromSchema<typeof formRecordSchema>;

/**
 * Body of insert and update. Keys besides these two are dropped before the handler sees them (Fastify's
 * validator removes what `additionalProperties: false` does not list), as the handlers always ignored them.
 */
export const saveFormRequestSchema = {
  $id: 'SaveFormRequest',
  type: 'object',
  description:
    'Body of insert and update: values by dataField (keys no editable element names are ignored); update needs the version it started from.',
  additionalProperties: false,
  properties: {
    values: formValuesSchema,
    /** The version the edit started from; required by update. */
    version: { type: ['integer', 'null'] },
  },
  required: ['values'],
} as const;
export type SaveFormRequest = FromSchema<typeof saveFormRequestSchema>;

/**
 * One message for one field: `message` is the translation key (the Uzbek text of docs/behaviour.md §5, or a custom
 * validator's text) and `params` fill its `{0}`, `{1}`.
 */
export const fieldErrorSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { message: { type: 'string' }, params: { type: 'array', items: { type: ['string', 'number'] } } },
  required: ['message'],
} as const;
export type FieldError = FromSchema<typeof fieldErrorSchema>;

/** Per dataField, the first failing rule. */
export type FieldErrors = Record<string, FieldError>;

/** 422: the server's validation (the same rules as the browser's) refused some fields. */
export const formErrorResponseSchema = {
  $id: 'FormErrorResponse',
  type: 'object',
  description:
    '422 VALIDATION_FAILED: the first broken rule per field, in the request locale (Accept-Language, else the user locale; the Uzbek text where no translation exists); params fill its {0}.',
  additionalProperties: false,
  properties: {
    statusCode: { type: 'integer', enum: [422] },
    error: { type: 'string' },
    message: { type: 'string' },
    code: { type: 'string', enum: ['VALIDATION_FAILED'] },
    errors: { type: 'object', additionalProperties: fieldErrorSchema },
  },
  required: ['statusCode', 'error', 'message', 'code', 'errors'],
} as const;
export type FormErrorResponse = FromSchema<typeof formErrorResponseSchema>;

/** The registered schemas by reference (the OpenAPI document names them once; contractRoutes types them). */
export const formDefinitionRef = { $ref: 'FormDefinition#' } as const;
export const formRecordRef = { $ref: 'FormRecord#' } as const;
export const saveFormRequestRef = { $ref: 'SaveFormRequest#' } as const;
export const formErrorResponseRef = { $ref: 'FormErrorResponse#' } as const;

/** `code` of a 409: the record changed (or went) since it was read; the user's edit is kept. */
export const STALE_RECORD = 'STALE_RECORD';

/** Body of a suggestions answer: `{ data: string[] }`. */
export type SuggestionsResponse = { data: string[] };

/** Body of a scroll select page: `{ data: FormOption[] }`. */
export type OptionsPageResponse = { data: FormOption[] };

/** Body of an upload answer: `{ data: RemoteFile }`. */
export type UploadResponse = { data: RemoteFile };

/** Multipart field names of an upload (docs/behaviour.md §11). */
export const UPLOAD_FIELDS = {
  elementId: 'form_element_id',
  projectId: 'form_element_project_id',
  dataSource: 'data_source',
  file: 'file',
} as const;

/** The private and the public upload endpoint, relative to the API base (docs/behaviour.md §2, §11). */
export const UPLOAD_PATH = 'files/upload/form';
export const PUBLIC_UPLOAD_PATH = 'web/v1/public/forms/file/upload';

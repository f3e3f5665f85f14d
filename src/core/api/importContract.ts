/**
 * Imports from files (docs/behaviour.md §1 `/import/{name}`, §11 Import; issue 14). Routes, all signed in:
 * - `GET import/{name}` → `{ data: ImportMeta }`;
 * - `GET import/{name}/template` (`?sample=true`) → a generated xlsx with the import's columns;
 * - `POST import/{name}` (`?background=true`; multipart `file`, xlsx or csv) → ImportResult, 202 `{ data: Job }`
 *   when it runs as a background job (jobContract), or 422 ImportRefusal with every refused cell.
 *
 * Each shape is written once, as the JSON schema the route validates, documents and serializes with; the
 * types are derived from it (docs/architecture.md "One contract").
 */
import type { FromSchema } from 'json-schema-to-ts';
import { importCellErrorSchema } from './jobContract';

/** The import's name in the path. */
export const importParamsSchema = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^\\u0000]+$' } },
} as const;
export type ImportParams = FromSchema<typeof importParamsSchema>;

/** `GET import/{name}`'s `data`: what the dialog shows before a file is chosen. */
export const importMetaSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    note: { type: ['string', 'null'] },
    /** Uploaded template and sample files; when absent the server generates them from `columns`. */
    templateFileId: { type: ['string', 'null'] },
    sampleFileId: { type: ['string', 'null'] },
    /** The columns a file must have. */
    columns: { type: 'array', items: { type: 'string' } },
  },
  required: ['note', 'templateFileId', 'sampleFileId', 'columns'],
} as const;
export type ImportMeta = FromSchema<typeof importMetaSchema>;

/** `GET import/{name}/template`'s query: `sample` adds a few of the target's records. */
export const importTemplateQuerySchema = { type: 'object', properties: { sample: { type: 'boolean' } } } as const;

/** `POST import/{name}`'s query. */
export const importQuerySchema = {
  type: 'object',
  properties: { background: { type: 'boolean', description: 'Run as a background job whatever the size' } },
} as const;

/** `POST import/{name}` done at once: the rows inserted and updated. */
export const importResultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    message: { type: 'string' },
    data: {
      type: 'object',
      additionalProperties: false,
      properties: { inserted: { type: 'integer' }, updated: { type: 'integer' } },
      required: ['inserted', 'updated'],
    },
  },
  required: ['message', 'data'],
} as const;
export type ImportResult = FromSchema<typeof importResultSchema>;

/** `POST import/{name}`'s 422: nothing was written; every refused cell, and the file sent back with an errors column. */
export const importRefusalSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    /** Rows the file had. */
    rows: { type: 'integer' },
    errors: { type: 'array', items: importCellErrorSchema },
    reportFileId: { type: 'string' },
  },
  required: ['statusCode', 'error', 'message', 'rows', 'errors', 'reportFileId'],
} as const;
export type ImportRefusal = FromSchema<typeof importRefusalSchema>;

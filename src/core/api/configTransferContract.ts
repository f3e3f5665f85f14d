/**
 * Moving configuration between environments (issue 41; server/upgrade): an administrator exports chosen menus,
 * tables, forms, pages and translations as one file and imports it elsewhere, after a preview. Routes
 * (administrators only):
 * - `GET config-transfer/items` → `{ data: TransferGroup[] }`: what can be exported, by kind;
 * - `POST config-transfer/export` `{ items: TransferKey[] }` → `{ data: ConfigFile }`;
 * - `POST config-transfer/preview` `{ file }` → `{ data: TransferPreview }`: what an import would create,
 *   change and leave alone; writes nothing;
 * - `POST config-transfer/import` `{ file }` → `{ data: TransferOutcome }`: all of it in one transaction, or
 *   nothing. A file of another product, of a newer release or with a bad record answers 422 (`error`
 *   NOT_CONFIG, OTHER_PRODUCT, NEWER_RELEASE, BAD_RECORD) and writes nothing.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** What a configuration file says it is. */
export const CONFIG_FILE_PRODUCT = 'platon';
/** The file layout this release writes and reads; a newer one is refused. */
export const CONFIG_FILE_FORMAT = 1;
/** The largest file an import takes (the request body's cap is a little above: JSON around it). */
export const CONFIG_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const transferKeySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { type: 'string', minLength: 1, maxLength: 50 },
    key: { type: 'string', minLength: 1, maxLength: 500, pattern: '^[^\\u0000]*$' },
  },
  required: ['kind', 'key'],
} as const;
export type TransferKey = FromSchema<typeof transferKeySchema>;

export const transferGroupSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { type: 'string' },
    /** The kind's name (Uzbek; the client translates it). */
    title: { type: 'string' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { key: { type: 'string' }, title: { type: 'string' } },
        required: ['key', 'title'],
      },
    },
  },
  required: ['kind', 'title', 'items'],
} as const;
export type TransferGroup = FromSchema<typeof transferGroupSchema>;

export const exportRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { items: { type: 'array', minItems: 1, maxItems: 10_000, items: transferKeySchema } },
  required: ['items'],
} as const;
export type ExportRequest = FromSchema<typeof exportRequestSchema>;

/** The file: checked by the server record by record (clear refusals), so the schema only says it is an object. */
export const configFileSchema = {
  type: 'object',
  properties: {
    product: { type: 'string' },
    format: { type: 'integer' },
    release: { type: 'string' },
    exportedAt: { type: 'string' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: { kind: { type: 'string' }, key: { type: 'string' }, content: {} },
        required: ['kind', 'key', 'content'],
      },
    },
  },
  required: ['product', 'format', 'release', 'items'],
} as const;
export interface ConfigFile {
  product: string;
  format: number;
  release: string;
  exportedAt?: string;
  items: { kind: string; key: string; content: unknown }[];
}

export const importRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { file: {} },
  required: ['file'],
} as const;
export interface ImportRequest {
  file: unknown;
}

export const transferPreviewSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    release: { type: 'string' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          kind: { type: 'string' },
          key: { type: 'string' },
          title: { type: 'string' },
          action: { type: 'string', enum: ['create', 'change', 'same'] },
        },
        required: ['kind', 'key', 'title', 'action'],
      },
    },
  },
  required: ['release', 'items'],
} as const;
export type TransferPreview = FromSchema<typeof transferPreviewSchema>;

export const transferOutcomeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { created: { type: 'integer' }, changed: { type: 'integer' }, unchanged: { type: 'integer' } },
  required: ['created', 'changed', 'unchanged'],
} as const;
export type TransferOutcome = FromSchema<typeof transferOutcomeSchema>;

/** The `error` of each refusal (422). */
export const TRANSFER_ERRORS = {
  notConfig: 'NOT_CONFIG',
  otherProduct: 'OTHER_PRODUCT',
  newerRelease: 'NEWER_RELEASE',
  badRecord: 'BAD_RECORD',
} as const;

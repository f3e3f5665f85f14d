/**
 * The file manager (`/system/file-manager/{path?}`, issue 14): stored files by category and folder. For
 * administrators and users with FILE_MANAGER_PERMISSION; everyone else gets 403. Routes:
 * - `GET file-manager/categories` → `{ data: FileCategory[] }`: the configured `file_categories`, then the
 *   built-in 'forms' (uploads into forms' file and image fields) and 'system' (export results, import
 *   reports);
 * - `GET file-manager/files?category&folder&search&sort&order&page` → `{ data: FileListing }`: the files
 *   directly in `folder` of `category` (or, with `search`, anywhere in the category whose name contains it),
 *   sorted by `name` | `size` | `extension` | `createdAt`, `order` 1 | -1, FILE_PAGE_SIZE per page;
 * - `POST file-manager/upload` multipart `category`, `folder`, then `file` → 201 `{ data: ManagedFile }`: the
 *   same content checks as a form's upload, with the category's extensions and size limit;
 * - `DELETE file-manager/files/{id}` → 204 (refused with 409 while a record uses it);
 * - `GET file-manager/files/{id}/usage` → `{ data: FileUsage[] }`: the records whose file fields hold it.
 * Previews and links use each file's signed `url`; a named download fetches `uploads/auth/files/{id}` with the
 * session.
 *
 * Each shape is written once, as the JSON schema the route validates and documents with; the types are
 * derived from it (docs/architecture.md "One contract").
 */
import type { FromSchema } from 'json-schema-to-ts';

export const FILE_MANAGER_PERMISSION = 'platon.file-manager';
export const FILE_PAGE_SIZE = 50;

const text = { type: 'string' } as const;
/** A stored file's id (a UUID, in any case). */
const fileId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[0-9a-fA-F-]+$' } as const;

export const fileCategorySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** A configured category's id as text, or 'forms' / 'system'. Used in the address. */
    key: text,
    name: text,
    /** Files in it, and their bytes. */
    count: { type: 'integer' },
    size: { type: 'integer' },
    /** Configured categories only: what an upload may be (null: anything the form uploads allow). */
    allowedExtensions: { type: ['string', 'null'] },
    /** In KiB, as file_categories keeps it; null: the server's upload cap. */
    maxSize: { type: ['integer', 'null'] },
    /** Files can be uploaded here (the configured categories). */
    uploadable: { type: 'boolean' },
  },
  required: ['key', 'name', 'count', 'size', 'allowedExtensions', 'maxSize', 'uploadable'],
} as const;
export type FileCategory = FromSchema<typeof fileCategorySchema>;

export const managedFileSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: text,
    name: text,
    extension: text,
    mime: text,
    size: { type: 'integer' },
    /** DD.MM.YYYY HH:mm:ss in Asia/Tashkent (docs/behaviour.md §2 remote file). */
    createdAt: text,
    kind: { type: 'string', enum: ['files', 'images'] },
    folder: text,
    /** An upload no save wrote into a record: deleted automatically after the configured age. */
    orphan: { type: 'boolean' },
    /** A short-lived signed address of the body, relative to the API base (previews, thumbnails, links). */
    url: { type: 'string' },
  },
  required: ['id', 'name', 'extension', 'mime', 'size', 'createdAt', 'kind', 'folder', 'orphan'],
} as const;
export type ManagedFile = FromSchema<typeof managedFileSchema>;

/** `GET file-manager/files`. */
export const fileListQuerySchema = {
  type: 'object',
  required: ['category'],
  properties: {
    category: { type: 'string', minLength: 1, maxLength: 20 },
    folder: { type: 'string', maxLength: 500 },
    search: { type: 'string', maxLength: 200 },
    sort: { type: 'string', enum: ['name', 'size', 'extension', 'createdAt'] },
    order: { type: 'integer', enum: [1, -1] },
    page: { type: 'integer', minimum: 1, maximum: 100_000 },
  },
} as const;
export type FileListQuery = FromSchema<typeof fileListQuerySchema>;

export const fileListingSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** The folders directly under `folder` (names, not paths), sorted. */
    folders: { type: 'array', items: text },
    files: { type: 'array', items: managedFileSchema },
    /** Files matching, over all pages. */
    total: { type: 'integer' },
  },
  required: ['folders', 'files', 'total'],
} as const;
export type FileListing = FromSchema<typeof fileListingSchema>;

/** `DELETE file-manager/files/{id}` and `GET file-manager/files/{id}/usage`. */
export const fileIdParamsSchema = { type: 'object', required: ['id'], properties: { id: fileId } } as const;

export const fileUsageSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    form: text,
    /** The form's title, as defined. */
    title: text,
    field: text,
    recordId: text,
  },
  required: ['form', 'title', 'field', 'recordId'],
} as const;
export type FileUsage = FromSchema<typeof fileUsageSchema>;

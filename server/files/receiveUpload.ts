import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RemoteFile } from '../../src/core/api/formMeta';
import { fileSizeText } from '../../src/core/format/fileSizeText';
import { UPLOAD_FIELDS } from '../../src/core/api/formContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { checkFileContent, IMAGE_EXTENSIONS } from './checkFileContent';
import type { FileStorage } from './createFileStorage';
import { extensionAllowed } from './extensionAllowed';
import { fileExtension } from './fileExtension';
import { loadUploadTarget, type UploadCaller, type UploadFields, type UploadTarget } from './loadUploadTarget';
import { remoteFileOf } from './remoteFileOf';
import { UploadRefusal } from './UploadRefusal';
import { uploadFileName } from './uploadFileName';
import { BAD_UPLOAD, FILE_CONTENT_MISMATCH, FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED, NO_FILE, NOT_AN_IMAGE } from './uploadTexts';

export interface ReceiveUploadOptions {
  db: Kysely<DatabaseSchema>;
  storage: FileStorage;
  caller: UploadCaller;
  /** The uploader, kept on the files row; null on the public endpoint. */
  userId: number | null;
  /** The hard cap of every upload, whatever the element says. */
  maxBytes: number;
  /** Where the upload goes, from its text fields: a form's element (docs/behaviour.md §11) unless another target is given. */
  target?: UploadTargetFields;
}

/** The text fields an upload names its target with, and how they resolve to one (or throw an UploadRefusal). */
export interface UploadTargetFields {
  /** Text fields read; others are skipped. */
  accepted: ReadonlySet<string>;
  /** Fields that, once all arrived before the file, let the target be checked before a byte is written. */
  required: readonly string[];
  resolve(fields: Record<string, string>): Promise<UploadTarget>;
}

const TEXT_FIELDS = new Set<string>([UPLOAD_FIELDS.elementId, UPLOAD_FIELDS.projectId, UPLOAD_FIELDS.dataSource]);

/**
 * Reads one multipart upload (docs/behaviour.md §11: form_element_id, form_element_project_id, data_source, file), checks
 * it against its element (loadUploadTarget: who may upload where; then extension, size, content) and keeps
 * it: body on disk under a random name, a files row in the database. The body is streamed, never held in
 * memory; its size is enforced while it arrives. When the text fields come before the file (as browsers
 * send a FormData built in that order) the element is checked before a single byte is written; otherwise
 * the body is written under the hard cap and checked afterwards. Any refusal removes what was written and
 * is thrown as an UploadRefusal.
 *
 * @example
 * const file = await receiveUpload(request, { db, storage, caller: { permissions }, userId, maxBytes });
 * reply.code(201).send({ data: file });
 */
export async function receiveUpload(request: FastifyRequest, options: ReceiveUploadOptions): Promise<RemoteFile> {
  const { db, storage, caller, maxBytes } = options;
  const spec: UploadTargetFields = options.target ?? {
    accepted: TEXT_FIELDS,
    required: [UPLOAD_FIELDS.elementId, UPLOAD_FIELDS.dataSource],
    resolve: (fields) => loadUploadTarget(db, fields as UploadFields, caller),
  };
  const fields: Record<string, string> = {};
  let target: UploadTarget | null = null;
  /** The fields target was resolved from: a field arriving after the file means resolving again. */
  let resolvedFrom = '';
  let saved: { key: string; size: number; head: Uint8Array; hasNul: boolean } | null = null;
  let unread: MultipartFile['file'] | null = null;
  let id = '';
  let name = '';
  let extension = '';

  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!spec.accepted.has(part.fieldname)) continue;
        if (part.valueTruncated || typeof part.value !== 'string') throw new UploadRefusal(400, 'BAD_UPLOAD', BAD_UPLOAD);
        fields[part.fieldname] = part.value;
        continue;
      }
      unread = part.file;
      if (part.fieldname !== UPLOAD_FIELDS.file) throw new UploadRefusal(400, 'BAD_UPLOAD', BAD_UPLOAD);
      if (!part.filename) {
        // What a browser sends for a file input left empty: no file at all.
        part.file.resume();
        unread = null;
        continue;
      }
      name = uploadFileName(part.filename);
      extension = fileExtension(name);
      if (spec.required.every((field) => fields[field] !== undefined)) {
        target = await spec.resolve(fields);
        resolvedFrom = JSON.stringify(fields);
        checkExtension(target, extension);
      }
      const limit = Math.min(target?.maxBytes ?? maxBytes, maxBytes);
      id = randomUUID();
      unread = null;
      const result = await storage.save(id, part.file, limit);
      if (!result.ok) throw tooLarge(limit);
      saved = result;
    }
    if (!saved) throw new UploadRefusal(400, 'NO_FILE', NO_FILE);

    if (!target || resolvedFrom !== JSON.stringify(fields)) target = await spec.resolve(fields);
    checkExtension(target, extension);
    if (target.maxBytes !== null && saved.size > target.maxBytes) throw tooLarge(target.maxBytes);
    const verdict = await checkFileContent(extension, target.type, saved);
    if (!verdict.ok) {
      throw verdict.reason === 'not-image'
        ? new UploadRefusal(415, 'NOT_AN_IMAGE', NOT_AN_IMAGE)
        : new UploadRefusal(415, 'FILE_CONTENT_MISMATCH', FILE_CONTENT_MISMATCH);
    }

    const row = await db
      .insertInto('files')
      .values({
        id,
        kind: target.type === 'image' ? 'images' : 'files',
        name,
        extension,
        mime: verdict.mime,
        size: saved.size,
        storage_key: saved.key,
        form_element_id: target.elementId,
        category_id: target.categoryId ?? null,
        folder: target.folder ?? '',
        user_id: options.userId,
        is_public: caller === 'anonymous',
      })
      .returning(['id', 'kind', 'name', 'extension', 'size', 'created_at'])
      .executeTakeFirstOrThrow();
    return remoteFileOf(row);
  } catch (error) {
    // Let a body nobody will read flow to its end, so the client gets the answer instead of a stalled upload.
    unread?.resume();
    if (saved) await storage.remove(saved.key);
    throw asRefusal(error, maxBytes);
  }
}

function checkExtension(target: UploadTarget, extension: string): void {
  if (!extensionAllowed(extension, target.allowedExtensions)) throw new UploadRefusal(415, 'FILE_TYPE_NOT_ALLOWED', FILE_TYPE_NOT_ALLOWED);
  if (target.type === 'image' && !IMAGE_EXTENSIONS.has(extension)) throw new UploadRefusal(415, 'NOT_AN_IMAGE', NOT_AN_IMAGE);
}

function tooLarge(limit: number): UploadRefusal {
  return new UploadRefusal(413, 'FILE_TOO_LARGE', FILE_TOO_LARGE.replace('{0}', fileSizeText(limit)));
}

/** Malformed multipart (a parser limit, a truncated body, not multipart at all) is the client's fault: 400. */
function asRefusal(error: unknown, maxBytes: number): unknown {
  if (error instanceof UploadRefusal) return error;
  const failure = error as { code?: unknown; statusCode?: unknown; message?: unknown };
  if (failure?.code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  const multipartCode = typeof failure?.code === 'string' && failure.code.startsWith('FST_');
  const clientStatus = typeof failure?.statusCode === 'number' && failure.statusCode < 500;
  const busboyMessage = typeof failure?.message === 'string' && /multipart|boundary|unexpected end|part terminated/i.test(failure.message);
  return multipartCode || clientStatus || busboyMessage ? new UploadRefusal(400, 'BAD_UPLOAD', BAD_UPLOAD) : error;
}

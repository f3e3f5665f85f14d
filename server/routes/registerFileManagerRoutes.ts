import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { uploadLimitBytes } from '../settings/uploadLimitBytes';
import { errorResponseRef, errorResponses } from '../../src/core/api/errorResponseSchema';
import {
  FILE_PAGE_SIZE,
  fileCategorySchema,
  fileIdParamsSchema,
  fileListingSchema,
  fileListQuerySchema,
  fileUsageSchema,
  managedFileSchema,
  type FileCategory,
  type FileUsage,
  type ManagedFile,
} from '../../src/core/api/fileManagerContract';
import { canManageFiles } from '../../src/core/files/canManageFiles';
import { DEFAULT_PRODUCT } from '../../src/core/session/permissions';
import type { FileManagerServerMessage } from '../../src/core/i18n/messages/fileManagerServerMessages';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import { createAuthenticate } from '../auth/createAuthenticate';
import { containsPattern } from '../db/containsPattern';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { receiveUpload } from '../files/receiveUpload';
import { remoteFileOf } from '../files/remoteFileOf';
import { UploadRefusal } from '../files/UploadRefusal';
import { FILE_NOT_FOUND, FORM_FORBIDDEN } from '../files/uploadTexts';
import { AUTH_HEADERS, BEARER } from '../forms/formRouteSchemas';
import { readRuntimeForm } from '../forms/runtimeForm';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { loadTextLookup } from '../i18n/loadTextLookup';
import { textInLocale } from '../i18n/textInLocale';
import { requestLocale } from '../i18n/requestLocale';
import { dataEnvelope } from '../schemas/dataEnvelope';

const FORMS_NAME: FileManagerServerMessage = 'Форма файллари';
const SYSTEM_NAME: FileManagerServerMessage = 'Тизим файллари';
const NO_CATEGORY: FileManagerServerMessage = 'Тоифа топилмади';
const BAD_FOLDER: FileManagerServerMessage = 'Папка номи нотўғри';
const IN_USE: FileManagerServerMessage = 'Файл ёзувларда ишлатилмоқда: аввал уни улардан олиб ташланг';
/** Records listed per file at most: enough to find them, bounded for a file in thousands of records. */
const USAGE_LIMIT = 50;

type Files = ExpressionBuilder<DatabaseSchema, 'files'>;
/** A category as the address names it: a configured one's id, or the built-in 'forms' and 'system'. */
type CategoryKey = { id: number } | 'forms' | 'system';
const signedIn = { tags: ['file-manager'], security: BEARER, headers: AUTH_HEADERS };
const errors = errorResponses(400, 401, 403, 404);

/**
 * The file manager's API (issue 14; contract: src/core/api/fileManagerContract.ts): stored files by category
 * and folder, searched, sorted and paged; uploads into a configured category with the same content checks as
 * a form's upload and the category's extensions and size; which records use a file; deleting one no record
 * uses (audited). For administrators and holders of FILE_MANAGER_PERMISSION only.
 *
 * @example
 * registerFileManagerRoutes(api, context, { maxUploadBytes: 50 * 1024 * 1024 });
 */
export function registerFileManagerRoutes(server: FastifyInstance, context: AppContext, options: { maxUploadBytes: number }): void {
  const app = contractRoutes(server);
  const { db, files: storage } = context;
  const authenticate = createAuthenticate(context);

  /** The pre-handler after sign-in: only file managers go on. */
  async function manager(request: FastifyRequest, reply: FastifyReply) {
    const permissions = request.auth?.user.permissions;
    // The browser's own rule (canManageFiles), so the page and its calls agree on who may use them.
    if (!canManageFiles({ permissions: Array.isArray(permissions) ? (permissions as string[]) : [] }, DEFAULT_PRODUCT)) {
      return sendError(reply, 403, await inLocale(request, FORM_FORBIDDEN));
    }
  }
  const preHandler = [authenticate, manager];

  const inLocale = (request: FastifyRequest, text: string, values?: Record<string, string | number>) =>
    textInLocale(db, request, text, values);

  app.get(
    '/file-manager/categories',
    {
      preHandler,
      schema: {
        ...signedIn,
        summary: 'File categories with their file counts and sizes',
        response: { 200: dataEnvelope({ type: 'array', items: fileCategorySchema }), ...errors },
      },
    },
    async (request) => {
      const configured = await sql<{
        id: number;
        name: string;
        allowed_extensions: string | null;
        max_size: number | null;
        count: string | number;
        size: string | number;
      }>`
        SELECT c.id, c.name, c.allowed_extensions, c.max_size, count(f.id) AS count, coalesce(sum(f.size), 0) AS size
        FROM file_categories c LEFT JOIN files f ON f.category_id = c.id
        GROUP BY c.id ORDER BY c.name, c.id`.execute(db);
      const builtIn = await sql<{ forms: boolean; count: string | number; size: string | number }>`
        SELECT form_element_id IS NOT NULL AS forms, count(*) AS count, coalesce(sum(size), 0) AS size
        FROM files WHERE category_id IS NULL GROUP BY 1`.execute(db);
      const lookup = await loadTextLookup(db, requestLocale(request), [FORMS_NAME, SYSTEM_NAME, ...configured.rows.map((row) => row.name)]);
      const totals = (forms: boolean) => builtIn.rows.find((row) => row.forms === forms) ?? { count: 0, size: 0 };
      const data: FileCategory[] = [
        ...configured.rows.map((row) => ({
          key: String(row.id),
          name: lookup(row.name),
          count: Number(row.count),
          size: Number(row.size),
          allowedExtensions: row.allowed_extensions,
          maxSize: row.max_size,
          uploadable: true,
        })),
        ...(['forms', 'system'] as const).map((key) => ({
          key,
          name: lookup(key === 'forms' ? FORMS_NAME : SYSTEM_NAME),
          count: Number(totals(key === 'forms').count),
          size: Number(totals(key === 'forms').size),
          allowedExtensions: null,
          maxSize: null,
          uploadable: false,
        })),
      ];
      return { data };
    },
  );

  app.get(
    '/file-manager/files',
    {
      preHandler,
      schema: {
        ...signedIn,
        summary: 'The files of a category folder (or found by name in the whole category), sorted and paged',
        querystring: fileListQuerySchema,
        response: {
          200: dataEnvelope(fileListingSchema),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const category = await categoryOf(db, request.query.category);
      if (!category) return sendError(reply, 404, await inLocale(request, NO_CATEGORY));
      const folder = folderPath(request.query.folder ?? '');
      if (folder === null) return sendError(reply, 400, await inLocale(request, BAD_FOLDER));
      const search = request.query.search?.trim().replace(/\0/g, '') ?? '';
      const inCategory = (eb: Files) => categoryFilter(eb, category);
      const where = (eb: Files): Expression<SqlBool> =>
        search
          ? eb.and([inCategory(eb), sql<SqlBool>`name ILIKE ${containsPattern(search)}`])
          : eb.and([inCategory(eb), eb('folder', '=', folder)]);
      const column = { name: 'name', size: 'size', extension: 'extension', createdAt: 'created_at' } as const;
      const sortBy = column[request.query.sort ?? 'name'];
      const direction = request.query.order === -1 ? 'desc' : 'asc';
      const page = request.query.page ?? 1;
      const rows = await db
        .selectFrom('files')
        .select(['id', 'name', 'extension', 'mime', 'size', 'created_at', 'kind', 'folder', 'attached_at', 'form_element_id'])
        .where(where)
        .orderBy(sortBy, direction)
        .orderBy('id')
        .limit(FILE_PAGE_SIZE)
        .offset((page - 1) * FILE_PAGE_SIZE)
        .execute();
      const { total } = await db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .where(where)
        .executeTakeFirstOrThrow();
      // Folders exist as the paths of their files: the next segment of every deeper path.
      const prefix = folder ? `${folder}/` : '';
      const folders = search
        ? []
        : (
            await db
              .selectFrom('files')
              .select(sql<string>`split_part(substr(folder, ${prefix.length + 1}), '/', 1)`.as('name'))
              .distinct()
              .where(inCategory)
              .where(sql<SqlBool>`starts_with(folder, ${prefix})`)
              .where('folder', '<>', folder)
              .orderBy('name')
              .execute()
          ).map((row) => row.name);
      const files: ManagedFile[] = rows.map((row) => ({
        ...remoteFileOf(row),
        mime: row.mime,
        folder: row.folder,
        orphan: row.form_element_id !== null && row.attached_at === null,
        url: context.fileLinks.urlOf(row),
      }));
      return { data: { folders, files, total: Number(total) } };
    },
  );

  app.get(
    '/file-manager/files/:id/usage',
    {
      preHandler,
      schema: {
        ...signedIn,
        summary: 'The records whose file fields hold this file',
        params: fileIdParamsSchema,
        response: {
          200: dataEnvelope({ type: 'array', items: fileUsageSchema }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const file = await db.selectFrom('files').select('id').where('id', '=', request.params.id.toLowerCase()).executeTakeFirst();
      if (!file) return sendError(reply, 404, await inLocale(request, FILE_NOT_FOUND));
      return { data: await fileUsage(db, file.id, request.log) };
    },
  );

  app.delete(
    '/file-manager/files/:id',
    {
      preHandler,
      schema: {
        ...signedIn,
        summary: 'Deletes a file no record uses (409 while one does)',
        params: fileIdParamsSchema,
        response: { 204: { type: 'null' }, 409: errorResponseRef, ...errors },
      },
    },
    async (request, reply) => {
      const file = await db
        .selectFrom('files')
        .select(['id', 'name', 'storage_key'])
        .where('id', '=', request.params.id.toLowerCase())
        .executeTakeFirst();
      if (!file) return sendError(reply, 404, await inLocale(request, FILE_NOT_FOUND));
      if ((await fileUsage(db, file.id, request.log)).length) return sendError(reply, 409, await inLocale(request, IN_USE));
      // Nor may a job still need it (an import's file, a result being downloaded): those go with their job.
      const job = await db
        .selectFrom('jobs')
        .select('id')
        .where((eb) => eb.or([eb('input_file_id', '=', file.id), eb('result_file_id', '=', file.id)]))
        .executeTakeFirst();
      if (job) return sendError(reply, 409, await inLocale(request, IN_USE));
      await db.deleteFrom('files').where('id', '=', file.id).execute();
      await storage.remove(file.storage_key);
      const { user } = request.auth!;
      await writeAuditLog(db, request, {
        userId: user.id,
        username: user.username,
        actionType: 'fileDelete',
        details: { file: file.id, name: file.name },
      });
      return reply.code(204).send(null);
    },
  );

  app.register(async (plain) => {
    const scope = contractRoutes(plain);
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fields: 4, parts: 6, fieldSize: 600, fileSize: options.maxUploadBytes + 1, headerPairs: 50 },
    });
    scope.post(
      '/file-manager/upload',
      {
        preHandler,
        schema: {
          ...signedIn,
          summary: 'Uploads a file into a configured category and folder (multipart: category, folder, then file)',
          consumes: ['multipart/form-data'],
          response: {
            201: dataEnvelope(managedFileSchema),
            ...errorResponses(409, 413, 415),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const { user } = request.auth!;
        try {
          const stored = await receiveUpload(request, {
            db,
            storage,
            caller: { permissions: [] },
            userId: user.id,
            maxBytes: await uploadLimitBytes(db, options.maxUploadBytes),
            target: {
              accepted: new Set(['category', 'folder']),
              required: ['category', 'folder'],
              async resolve(fields) {
                const category = /^\d{1,9}$/.test(fields.category ?? '') ? await configuredCategory(db, Number(fields.category)) : null;
                if (!category) throw new UploadRefusal(404, 'CATEGORY_NOT_FOUND', await inLocale(request, NO_CATEGORY));
                const folder = folderPath(fields.folder ?? '');
                if (folder === null) throw new UploadRefusal(400, 'BAD_FOLDER', await inLocale(request, BAD_FOLDER));
                const maxBytes = category.max_size ? category.max_size * 1024 : null;
                return {
                  elementId: null,
                  type: 'file',
                  maxBytes,
                  allowedExtensions: category.allowed_extensions,
                  formIsPublic: false,
                  categoryId: category.id,
                  folder,
                };
              },
            },
          });
          const row = await db.selectFrom('files').select(['mime', 'folder']).where('id', '=', stored.id).executeTakeFirstOrThrow();
          await writeAuditLog(db, request, {
            userId: user.id,
            username: user.username,
            actionType: 'fileUpload',
            details: { file: stored.id, name: stored.name, folder: row.folder },
          });
          return reply
            .code(201)
            .send({ data: { ...stored, mime: row.mime, folder: row.folder, orphan: false, url: context.fileLinks.urlOf(stored) } });
        } catch (error) {
          if (error instanceof UploadRefusal) return error.send(reply);
          throw error;
        }
      },
    );
  });
}

async function categoryOf(db: Kysely<DatabaseSchema>, key: string): Promise<CategoryKey | null> {
  if (key === 'forms' || key === 'system') return key;
  if (!/^\d{1,9}$/.test(key)) return null;
  const row = await configuredCategory(db, Number(key));
  return row ? { id: row.id } : null;
}

/** A `file_categories` row (a configuration collection, read as SQL like the others). */
async function configuredCategory(db: Kysely<DatabaseSchema>, id: number) {
  const { rows } = await sql<{ id: number; allowed_extensions: string | null; max_size: number | null }>`
    SELECT id, allowed_extensions, max_size FROM file_categories WHERE id = ${id}`.execute(db);
  return rows[0] ?? null;
}

function categoryFilter(eb: Files, category: CategoryKey): Expression<SqlBool> {
  if (category === 'forms') return eb.and([eb('category_id', 'is', null), eb('form_element_id', 'is not', null)]);
  if (category === 'system') return eb.and([eb('category_id', 'is', null), eb('form_element_id', 'is', null)]);
  return eb('category_id', '=', category.id);
}

/**
 * A folder path as stored: segments joined by '/', without leading or trailing slashes; null for a path a
 * person could not have meant (`.` or `..`, control characters, a backslash, too deep or too long).
 */
function folderPath(raw: string): string | null {
  const segments = raw
    .split('/')
    .map((segment) => segment.trim())
    .filter(Boolean);
  const bad = segments.some(
    (segment) => segment === '.' || segment === '..' || segment.length > 100 || /[\u0000-\u001f\u007f\\]/.test(segment),
  );
  if (bad || segments.length > 10) return null;
  return segments.join('/');
}

/**
 * The records whose file or image fields hold the file: every such field of every form with a readable
 * source is searched for the id (at most USAGE_LIMIT records in all). A form whose source is broken is
 * skipped (and logged): its records cannot be read anyway.
 */
async function fileUsage(
  db: Kysely<DatabaseSchema>,
  fileId: string,
  log: { warn(detail: unknown, message: string): void },
): Promise<FileUsage[]> {
  const fields = await db
    .selectFrom('form_elements')
    .innerJoin('forms', 'forms.id', 'form_elements.form_id')
    .select(['forms.name as form', 'form_elements.data_field as field'])
    .where('form_elements.type', 'in', ['file', 'image'])
    .where('form_elements.data_field', 'is not', null)
    .execute();
  const usage: FileUsage[] = [];
  const byForm = new Map<string, string[]>();
  for (const { form, field } of fields) byForm.set(form, [...(byForm.get(form) ?? []), field!]);
  for (const [name, formFields] of byForm) {
    if (usage.length >= USAGE_LIMIT) break;
    try {
      const form = await readRuntimeForm(db, name);
      const source = form?.source;
      if (!form || !source) continue;
      for (const field of formFields) {
        if (!source.columns.has(field) || source.columns.get(field)!.writeOnly || usage.length >= USAGE_LIMIT) continue;
        const { rows } = await sql<{ id: string }>`
          SELECT ${sql.id(form.row.row_key)}::text AS id FROM ${sql.id(source.schema, source.table)}
          WHERE strpos(${sql.id(field)}::text, ${fileId}) > 0 LIMIT ${USAGE_LIMIT - usage.length}`.execute(db);
        for (const row of rows) usage.push({ form: name, title: form.row.title ?? name, field, recordId: row.id });
      }
    } catch (error) {
      log.warn({ err: error, form: name }, 'file usage: a form source could not be searched');
    }
  }
  return usage;
}

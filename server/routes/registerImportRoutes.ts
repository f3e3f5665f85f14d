import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '../../src/core/api/errorResponseSchema';
import {
  importMetaSchema,
  importParamsSchema,
  importQuerySchema,
  importRefusalSchema,
  importResultSchema,
  importTemplateQuerySchema,
  type ImportParams,
} from '../../src/core/api/importContract';
import { jobSchema, type Job } from '../../src/core/api/jobContract';
import { translateText } from '../../src/core/i18n/translateLabel';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { loadExcelJs } from '../files/loadExcelJs';
import { formAccess } from '../forms/formAccess';
import { ACTION_FORBIDDEN } from '../forms/formErrorTexts';
import { AUTH_HEADERS, BEARER } from '../forms/formRouteSchemas';
import { requireFormSource, type RuntimeForm } from '../forms/runtimeForm';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { loadTextLookup } from '../i18n/loadTextLookup';
import { textInLocale } from '../i18n/textInLocale';
import { requestLocale } from '../i18n/requestLocale';
import { loadImportConfig, type ImportConfig } from '../imports/importConfig';
import { optionNameLookup } from '../imports/optionLookup';
import { checkSheetArchive } from '../imports/checkSheetArchive';
import { importFile } from '../imports/importFile';
import { IMPORT_SCRATCH_PREFIX } from '../imports/purgeImportScratch';
import { ReadLimitError } from '../imports/ReadLimitError';
import { readLimitText } from '../imports/readLimitText';
import { SheetReadError } from '../imports/SheetReadError';
import type { ImportJobParams } from '../jobs/importJobWork';
import { tableWriteRules } from '../users/tableWriteRules';
import { JOB_LIMIT } from '../jobs/jobTexts';
import { jobWire } from '../jobs/jobWire';
import { MAX_ACTIVE_JOBS, queueJob } from '../jobs/queueJob';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { xlsxDownload } from '../schemas/xlsxDownload';

export interface ImportRouteOptions {
  /** Largest file accepted, in bytes (50 MiB unless set). */
  maxImportBytes?: number;
  /** Files larger than this run as background jobs (2 MiB unless set); `?background=true` asks for one at any size. */
  jobBytes?: number;
}

const DEFAULT_MAX_IMPORT_BYTES = 50 * 1024 * 1024;
const DEFAULT_JOB_BYTES = 2 * 1024 * 1024;
const NOT_FOUND = 'Импорт топилмади';
const UNREADABLE = 'Файлни ўқиб бўлмади: фақат xlsx ёки csv файл';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TOO_LARGE = 'Файл ўлчами {0} гача бўлиши мумкин';

/** What every import route's schema shares: signed in, the import's name in the path. */
const signedIn = { tags: ['imports'], security: BEARER, headers: AUTH_HEADERS, params: importParamsSchema };

/**
 * Imports from files (docs/behaviour.md §1 `/import/{name}`, §11 Import; issue 14), each configured in
 * `excel_import_configs` with its column mapping, writing through a target form:
 * - `GET /import/{name}`: the meta (note, template and sample file ids, the columns a file must have);
 * - `GET /import/{name}/template` (`?sample=true`): a generated xlsx with those columns (and, for the sample,
 *   a few of the target's records), for imports without uploaded template files;
 * - `POST /import/{name}` with a multipart `file` (xlsx or csv): every row checked with the form's rules and
 *   written in one transaction, or nothing: 200 with the counts, or 422 with every refused cell and the id of
 *   the file sent back with an errors column; 413 (error READ_LIMIT) for a file past a read limit, named in
 *   the message (docs/imports.md). Audited. The caller needs the target form and its insert (or update)
 *   permission.
 *
 * @example
 * registerImportRoutes(api, context, { uploadsDir: path.join(dataDir, 'uploads') });
 */
export function registerImportRoutes(server: FastifyInstance, context: AppContext, options: ImportRouteOptions): void {
  const app = contractRoutes(server);
  const { db } = context;
  const authenticate = createAuthenticate(context);
  const storage = context.files;
  const maxBytes = options.maxImportBytes ?? DEFAULT_MAX_IMPORT_BYTES;
  const jobBytes = options.jobBytes ?? DEFAULT_JOB_BYTES;
  const hashPassword = (password: string) => context.hasher.hash(password);
  // The platform's own tables (users, roles...) keep their rules for imported rows as for a form's save.
  const rules = tableWriteRules(context);

  /** The import and its target form if this caller may use them; otherwise the answer is sent. */
  async function access(request: FastifyRequest & { params: ImportParams }, reply: FastifyReply) {
    const config = await loadImportConfig(db, request.params.name);
    if (!config) {
      sendError(reply, 404, await inLocale(request, NOT_FOUND));
      return null;
    }
    const permissions = request.auth!.user.permissions;
    const target = await formAccess(db, config.targetForm, Array.isArray(permissions) ? (permissions as string[]) : []);
    if (!('form' in target)) {
      sendError(reply, target.status, await inLocale(request, target.status === 404 ? NOT_FOUND : target.message));
      return null;
    }
    const { form } = target;
    if (!form.row.can_insert && !(config.keyField && form.row.can_update)) {
      sendError(reply, 403, await inLocale(request, ACTION_FORBIDDEN));
      return null;
    }
    return { config, form };
  }

  const inLocale = (request: FastifyRequest, text: string, values?: Record<string, string | number>) =>
    textInLocale(db, request, text, values);

  app.get(
    '/import/:name',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'Import meta: note, template and sample file ids, the columns a file must have',
        response: { 200: dataEnvelope(importMetaSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const found = await access(request, reply);
      if (!found) return reply;
      const { config } = found;
      const lookup = await loadTextLookup(db, requestLocale(request), [config.note ?? '']);
      return {
        data: {
          note: config.note ? translateText(config.note, lookup) : null,
          templateFileId: config.templateFileId,
          sampleFileId: config.sampleFileId,
          columns: config.columns.map((column) => column.header),
        },
      };
    },
  );

  app.get(
    '/import/:name/template',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'A generated xlsx with the import’s columns; with sample=true also a few of the target’s records',
        querystring: importTemplateQuerySchema,
        response: { 200: xlsxDownload, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const found = await access(request, reply);
      if (!found) return reply;
      const { config, form } = found;
      const ExcelJS = await loadExcelJs();
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet(config.sheet ?? config.name);
      sheet.addRow(config.columns.map((column) => column.header)).font = { bold: true };
      if (request.query.sample) for (const row of await sampleRows(config, form)) sheet.addRow(row);
      sheet.columns.forEach((column) => (column.width = 22));
      const body = Buffer.from(await workbook.xlsx.writeBuffer());
      const fileName = `${config.name}-${request.query.sample ? 'sample' : 'template'}.xlsx`;
      // The workbook's bytes, not a JSON shape the contract could type.
      return (reply as FastifyReply)
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  /** Up to three stored records in the import's columns: a sample that imports as it is (by key, an update). */
  async function sampleRows(config: ImportConfig, form: RuntimeForm) {
    const source = requireFormSource(form);
    const fields = config.columns.map((column) => column.field).filter((field) => source.columns.has(field));
    if (!fields.length) return [];
    const rows = await db
      .withSchema(source.schema)
      .selectFrom(source.table as never)
      .select(fields as never[])
      .orderBy(form.row.row_key as never)
      .limit(3)
      .execute();
    // A list's value as its option's name, as a person writes it and as the import's note says it is read.
    const nameOf = optionNameLookup(db, form);
    const elements = new Map(form.fields.map((field) => [field.dataField!, field] as const));
    const cellOf = async (field: string, value: unknown) => {
      const element = elements.get(field);
      if (!element || !SELECTS.has(element.type) || value === null || value === undefined) return sampleCell(value);
      const ids = Array.isArray(value) ? value : [value];
      const names = await Promise.all(ids.map(async (id) => (await nameOf(element, id as string | number)) ?? String(id)));
      return names.join('; ');
    };
    return Promise.all(
      rows.map((row) => Promise.all(config.columns.map((column) => cellOf(column.field, (row as Record<string, unknown>)[column.field])))),
    );
  }

  /**
   * The received file kept as a stored file of the user's and its import queued as a job (null: the user
   * already has as many jobs as allowed). The job is the file's owner from here: it deletes it when it ends.
   */
  async function queueImport(
    request: FastifyRequest,
    input: { config: ImportConfig; form: RuntimeForm; file: string; format: 'xlsx' | 'csv'; size: number; locale: string },
  ): Promise<Job | null> {
    const { user } = request.auth!;
    const fileId = randomUUID();
    const saved = await storage.save(fileId, createReadStream(input.file), Number.MAX_SAFE_INTEGER);
    if (!saved.ok) throw new Error('the import file could not be stored');
    const mime = input.format === 'csv' ? 'text/csv' : XLSX;
    await db
      .insertInto('files')
      .values({
        id: fileId,
        kind: 'files',
        name: `${input.config.name}.${input.format}`,
        extension: input.format,
        mime,
        size: saved.size,
        storage_key: saved.key,
        form_element_id: null,
        user_id: user.id,
        is_public: false,
      })
      .execute();
    const params: ImportJobParams = {
      format: input.format,
      locale: input.locale,
      permissions: Array.isArray(user.permissions) ? (user.permissions as string[]) : [],
      username: user.username,
      origin: { url: request.url, ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
    };
    const row = await queueJob(db, {
      user_id: user.id,
      kind: 'import',
      name: input.config.name,
      title: input.form.row.title ?? '',
      params: JSON.stringify(params),
      input_file_id: fileId,
      instance: context.jobs.instance,
    });
    if (!row) {
      await storage.remove(saved.key);
      await db.deleteFrom('files').where('id', '=', fileId).execute();
      return null;
    }
    context.jobs.kick();
    const lookup = await loadTextLookup(db, input.locale, [row.title]);
    return jobWire({ ...row, result_name: null, result_size: null }, lookup, null);
  }

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 2, fileSize: maxBytes + 1, headerPairs: 50 } });
    contractRoutes(scope).post(
      '/import/:name',
      {
        preHandler: authenticate,
        schema: {
          ...signedIn,
          summary: 'Imports a file (multipart field "file", xlsx or csv) through the target form, all rows or none',
          consumes: ['multipart/form-data'],
          querystring: importQuerySchema,
          response: {
            200: importResultSchema,
            202: dataEnvelope(jobSchema),
            ...errorResponses(400, 401, 403, 404, 413, 415, 429),
            422: importRefusalSchema,
          },
        },
      },
      async (request, reply) => {
        const found = await access(request, reply);
        if (!found) {
          request.raw.resume();
          return reply;
        }
        const { config, form } = found;
        const part = await request.file().catch(() => undefined);
        if (!part || part.fieldname !== 'file') return sendError(reply, 400, await inLocale(request, UNREADABLE));
        const file = path.join(tmpdir(), `${IMPORT_SCRATCH_PREFIX}${randomUUID()}`);
        try {
          await pipeline(part.file, createWriteStream(file));
          if (part.file.truncated)
            return sendError(reply, 413, await inLocale(request, TOO_LARGE, { 0: `${Math.round(maxBytes / 1024 / 1024)} MB` }));
          const format = await sheetFormat(file, part.filename);
          if (!format) return sendError(reply, 415, await inLocale(request, UNREADABLE));
          const { user } = request.auth!;
          const locale = requestLocale(request);
          const size = (await stat(file)).size;
          let result;
          try {
            if (format === 'xlsx') await checkSheetArchive(file);
            if (request.query.background || size > jobBytes) {
              const job = await queueImport(request, { config, form, file, format, size, locale });
              if (!job) return sendError(reply, 429, await inLocale(request, JOB_LIMIT, { 0: MAX_ACTIVE_JOBS }));
              return reply.code(202).send({ data: job });
            }
            result = await importFile(db, storage, { config, form, file, format, user, locale, origin: request, hashPassword, rules });
          } catch (error) {
            // A damaged spreadsheet fails inside its reader: the user hears the file could not be read.
            if (error instanceof SheetReadError) return sendError(reply, 400, await inLocale(request, UNREADABLE));
            // A file past a read limit (a zip bomb, or just too much): the user hears which one.
            if (error instanceof ReadLimitError) {
              const { text, values } = readLimitText(error);
              return sendError(reply, 413, await inLocale(request, text, values), 'READ_LIMIT');
            }
            throw error;
          }
          if (result.status === 'imported')
            return { message: result.message, data: { inserted: result.inserted, updated: result.updated } };
          const { message, rows, errors, reportFileId } = result;
          return reply.code(422).send({ statusCode: 422, error: 'Unprocessable Entity', message, rows, errors, reportFileId });
        } finally {
          await rm(file, { force: true });
        }
      },
    );
  });
}

/** xlsx (a zip) or csv (text without NUL bytes), by content; other files are refused. */
async function sheetFormat(file: string, fileName: string): Promise<'xlsx' | 'csv' | null> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) return 'xlsx';
    const csvName = /\.(csv|txt)$/i.test(fileName);
    return csvName && !head.includes(0) ? 'csv' : null;
  } finally {
    await handle.close();
  }
}

/** The controls whose value is an option's id: the sample writes the option's name. */
const SELECTS = new Set(['select', 'scroll_select', 'multiselect']);

function sampleCell(value: unknown): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  return JSON.stringify(value);
}

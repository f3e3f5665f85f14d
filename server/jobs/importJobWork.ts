import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { TableWriteRule } from '../forms/TableWriteRule';
import type { AuditOrigin } from '../audit/writeAuditLog';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { FileStorage } from '../files/createFileStorage';
import { formAccess } from '../forms/formAccess';
import { fillText } from '../i18n/fillText';
import { loadTextLookup } from '../i18n/loadTextLookup';
import { loadImportConfig } from '../imports/importConfig';
import { importFile } from '../imports/importFile';
import { IMPORT_SCRATCH_PREFIX } from '../imports/purgeImportScratch';
import { ReadLimitError } from '../imports/ReadLimitError';
import { readLimitText } from '../imports/readLimitText';
import { readSheetRows, type SheetOptions } from '../imports/readSheetRows';
import { SheetReadError } from '../imports/SheetReadError';
import type { JobWork } from './createJobRunner';

/** What an import job keeps of the request that sent the file (its body is the job's input file). */
export interface ImportJobParams {
  format: SheetOptions['format'];
  locale: string;
  permissions: string[];
  username: string;
  /** For the audit entry: where the file came from. */
  origin: { url: string; ip: string; userAgent: string | null };
}

const UNREADABLE = 'Файлни ўқиб бўлмади: фақат xlsx ёки csv файл';
const NOT_FOUND = 'Импорт топилмади';

/**
 * An import from a file run as a background job (issue 14): the stored upload is copied to a scratch file,
 * its rows counted (progress is rows of the total), and imported exactly as the route would (importFile:
 * the form's rules, one transaction, the report of refused cells). A cancel stops it at the next thousand
 * rows with nothing written.
 *
 * @example
 * createJobRunner(db, { work: { import: importJobWork(db, storage, hashPassword, app.log), … }, … });
 */
export function importJobWork(
  db: Kysely<DatabaseSchema>,
  storage: FileStorage,
  hashPassword: (password: string) => Promise<string>,
  log: AuditOrigin['log'],
  rules?: Map<string, TableWriteRule>,
): JobWork {
  return async (job, context) => {
    const params = job.params as unknown as ImportJobParams;
    const config = await loadImportConfig(db, job.name);
    const target = config ? await formAccess(db, config.targetForm, params.permissions) : null;
    if (!config || !target || !('form' in target)) return { status: 'failed', message: NOT_FOUND };
    const stored = job.input_file_id
      ? await db.selectFrom('files').select('storage_key').where('id', '=', job.input_file_id).executeTakeFirst()
      : null;
    const body = stored ? await storage.open(stored.storage_key) : null;
    if (!body) return { status: 'failed', message: UNREADABLE };

    const file = path.join(tmpdir(), `${IMPORT_SCRATCH_PREFIX}${randomUUID()}`);
    try {
      await pipeline(body.stream, createWriteStream(file));
      const sheet = { format: params.format, sheet: config.sheet, headerRow: config.headerRow };
      let total = 0;
      for await (const _row of readSheetRows(file, sheet)) {
        total += 1;
        if (total % 1_000 === 0) context.signal.throwIfAborted();
      }
      context.progress(0, total);
      const { origin } = params;
      const auditOrigin: AuditOrigin = { url: origin.url, ip: origin.ip, headers: { 'user-agent': origin.userAgent ?? undefined }, log };
      const result = await importFile(db, storage, {
        config,
        form: target.form,
        file,
        format: params.format,
        user: { id: job.user_id, username: params.username },
        rules,
        locale: params.locale,
        origin: auditOrigin,
        hashPassword,
        signal: context.signal,
        onProgress: (rows) => context.progress(rows),
      });
      if (result.status === 'imported')
        return { status: 'done', message: result.message, detail: { inserted: result.inserted, updated: result.updated } };
      return {
        status: 'failed',
        message: result.message,
        detail: { rows: result.rows, errors: result.errors },
        resultFileId: result.reportFileId,
      };
    } catch (error) {
      if (error instanceof SheetReadError) return { status: 'failed', message: UNREADABLE };
      if (error instanceof ReadLimitError) {
        // Filled in the job's locale, like importFile's messages: a job's message has no values of its own.
        const { text, values } = readLimitText(error);
        return { status: 'failed', message: fillText((await loadTextLookup(db, params.locale, [text]))(text), values) };
      }
      throw error;
    } finally {
      await rm(file, { force: true });
    }
  };
}

import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { FileStorage } from '../files/createFileStorage';
import { exportFileName } from '../tables/exportFileName';
import { exportWorkbook } from '../tables/exportWorkbook';
import { prepareTableExport } from '../tables/prepareTableExport';
import type { JobExportRequest } from '../../src/core/api/jobContract';
import type { JobWork } from './createJobRunner';
import { JOB_EXPORT_READY, JOB_TABLE_GONE } from './jobTexts';

/** What an export job keeps of the request that asked for it. */
export interface ExportJobParams {
  query: JobExportRequest;
  locale: string;
  /** The caller's permissions when it was asked for: the job exports what they could see then. */
  permissions: string[];
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A table's xlsx export run as a background job (issue 14): the same workbook as the `export/{name}`
 * download (prepareTableExport, exportWorkbook), counted first so progress is rows done of the total, and
 * written as a stored file of the user's instead of a response. A cancel stops it between batches and
 * leaves no file behind.
 *
 * @example
 * createJobRunner(db, { work: { export: exportJobWork(db, storage, 5000), import: … }, … });
 */
export function exportJobWork(db: Kysely<DatabaseSchema>, storage: FileStorage, timeoutMs: number): JobWork {
  return async (job, context) => {
    const params = job.params as unknown as ExportJobParams;
    const prepared = await prepareTableExport(db, {
      name: job.name,
      permissions: params.permissions,
      userId: job.user_id,
      query: params.query,
      locale: params.locale,
      timeoutMs,
      count: true,
      log: () => {},
    });
    if (prepared.status !== 'ready') return { status: 'failed', message: JOB_TABLE_GONE };

    const { sheet } = prepared;
    let done = sheet.first.done ? 0 : sheet.first.value.length;
    context.progress(done, prepared.total);
    const rest = sheet.rest;
    const counted: AsyncIterator<Record<string, unknown>[]> = {
      async next() {
        context.signal.throwIfAborted();
        const batch = await rest.next();
        if (!batch.done) context.progress((done += batch.value.length));
        return batch;
      },
      return: rest.return ? (value) => rest.return!(value) : undefined,
    };

    const id = randomUUID();
    const output = new PassThrough();
    const saving = storage.save(id, output, Number.MAX_SAFE_INTEGER);
    try {
      await exportWorkbook({ ...sheet, rest: counted }, output);
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
      await saving.catch(() => {});
      throw error;
    }
    const saved = await saving;
    if (!saved.ok) throw new Error('the export could not be stored');
    const fileName = exportFileName(prepared.tableName, new Date());
    await db
      .insertInto('files')
      .values({
        id,
        kind: 'files',
        name: fileName,
        extension: 'xlsx',
        mime: XLSX,
        size: saved.size,
        storage_key: saved.key,
        form_element_id: null,
        user_id: job.user_id,
        is_public: false,
      })
      .execute();
    return { status: 'done', message: JOB_EXPORT_READY, resultFileId: id, detail: { rows: done } };
  };
}

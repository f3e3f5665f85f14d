import { sql, type Kysely, type Selectable } from 'kysely';
import { adminPermission } from '../../src/core/session/permissions';
import type { CronTable, DatabaseSchema } from '../db/DatabaseSchema';
import { multiStatementDatabases } from '../db/multiStatementDatabases';
import type { FileStorage } from '../files/createFileStorage';
import { purgeOrphanUploads } from '../files/purgeOrphanUploads';
import { exportJobWork, type ExportJobParams } from '../jobs/exportJobWork';
import type { JobRow } from '../jobs/createJobRunner';
import { CronTimeLimit } from './CronTimeLimit';
import { runCronOperations } from './runCronOperations';
import { CRON_TEXTS } from './cronTexts';

export type CronTask = Selectable<CronTable>;

/** What the scheduler hands every run. */
export interface CronRunEnvironment {
  db: Kysely<DatabaseSchema>;
  storage: FileStorage;
  /** How old an unsaved upload is before 'purge_orphan_uploads' deletes it. */
  orphanUploadMs: number;
}

/** A run's outcome: the rows it touched (null where that means nothing) and a stored file it made. */
export interface CronRunOutcome {
  rows: number | null;
  resultFileId?: string | null;
}

/**
 * Runs one task once, until `deadline` (epoch ms) at the latest: `signal` aborts at the deadline and at
 * shutdown. An SQL task's statement runs in a transaction; on PostgreSQL with a transaction-local
 * statement_timeout of the time left, so the server cancels it; embedded PGlite cannot interrupt a running
 * statement, so there the transaction is rolled back when it returns past the deadline. Throws CronTimeLimit
 * past the deadline, any other error for a failure (its message is what the run records).
 *
 * @example
 * const outcome = await runCronTask(env, task, { userId: null, signal, deadline: Date.now() + 60_000 });
 */
export async function runCronTask(
  env: CronRunEnvironment,
  task: CronTask,
  run: { userId: number | null; signal: AbortSignal; deadline: number },
): Promise<CronRunOutcome> {
  switch (task.handler) {
    case 'sql':
      return { rows: await runSql(env.db, task.sql_text ?? '', run.deadline) };
    case 'purge_orphan_uploads':
      return { rows: await purgeOrphanUploads(env.db, env.storage, env.orphanUploadMs) };
    case 'export_table':
      return exportTable(env, task, run);
    case 'form_save':
      return { rows: await runCronOperations(env.db, task.id, run.deadline) };
    default:
      throw new Error(CRON_TEXTS.badHandler);
  }
}

async function runSql(db: Kysely<DatabaseSchema>, text: string, deadline: number): Promise<number> {
  const left = () => Math.floor(deadline - Date.now());
  if (!text.trim()) throw new Error(CRON_TEXTS.emptySql);
  if (left() <= 0) throw new CronTimeLimit();
  const counted = (result: { numAffectedRows?: bigint; rows: unknown[] }) =>
    result.numAffectedRows === undefined ? result.rows.length : Number(result.numAffectedRows);
  if (multiStatementDatabases.has(db)) {
    return db.connection().execute(async (connection) => {
      // The one value in the text is an integer printed here: the simple protocol, one round trip.
      await sql.raw(`BEGIN; SET LOCAL statement_timeout = ${Math.max(1, left())}`).execute(connection);
      try {
        const rows = counted(await sql.raw(text).execute(connection));
        await sql.raw('COMMIT').execute(connection);
        return rows;
      } catch (failure) {
        await sql.raw('ROLLBACK').execute(connection);
        // 57014: cancelled by statement_timeout.
        if ((failure as { code?: string }).code === '57014') throw new CronTimeLimit();
        throw failure;
      }
    });
  }
  return db.transaction().execute(async (trx) => {
    const rows = counted(await sql.raw(text).execute(trx));
    if (left() <= 0) throw new CronTimeLimit(); // rolls the transaction back
    return rows;
  });
}

async function exportTable(
  env: CronRunEnvironment,
  task: CronTask,
  run: { userId: number | null; signal: AbortSignal },
): Promise<CronRunOutcome> {
  // The export is the table's as an administrator sees it, owned by whoever ran it now or the task's first
  // notified user (0: the server), and kept in the file manager under cron/{task}.
  const params: ExportJobParams = { query: {}, locale: 'uz', permissions: [adminPermission()] };
  const job = {
    id: `cron-${task.id}`,
    user_id: run.userId ?? 0,
    kind: 'export',
    name: task.target ?? '',
    params,
    total_count: null,
  } as unknown as JobRow;
  const outcome = await exportJobWork(env.db, env.storage, task.timeout_seconds * 1000)(job, { signal: run.signal, progress() {} });
  if (outcome.status !== 'done' || !outcome.resultFileId) throw new Error(CRON_TEXTS.noTable);
  await env.db
    .updateTable('files')
    .set({ folder: `cron/${task.id}` })
    .where('id', '=', outcome.resultFileId)
    .execute();
  const rows = (outcome.detail as { rows?: number } | undefined)?.rows;
  return { rows: rows ?? null, resultFileId: outcome.resultFileId };
}

import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { formSaveInTransaction } from '../forms/formSaveRecord';
import { readRuntimeForm, requireFormSource } from '../forms/runtimeForm';
import { CronTimeLimit } from './CronTimeLimit';
import { CRON_TEXTS } from './cronTexts';

/**
 * A 'form_save' task (issue 45, `cron_crud`): its operations in id order, all in one transaction with a
 * statement_timeout of the time left (PostgreSQL; on PGlite the transaction rolls back when it returns past
 * the limit). `insert` and `update` run the operation's values SQL and save each row through the target
 * form, with the form's own rules (the same save as the form's, `update` rows naming `id` and `version`);
 * `sql` runs the statement itself. Only forms over the application's tables (schema app): the platform's
 * own tables have rules a task cannot keep. The first refused row fails the whole run. Returns the rows
 * saved or affected.
 *
 * @example
 * const rows = await runCronOperations(db, task.id, Date.now() + 60_000);
 */
export async function runCronOperations(db: Kysely<DatabaseSchema>, taskId: number, deadline: number): Promise<number> {
  const operations = await db.selectFrom('cron_crud').selectAll().where('cron_id', '=', taskId).orderBy('id').execute();
  if (!operations.length) throw new Error(CRON_TEXTS.noOperations);
  const left = () => Math.floor(deadline - Date.now());
  return db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('statement_timeout', ${String(Math.max(1, left()))}, true)`.execute(trx);
    let count = 0;
    for (const operation of operations) {
      const text = operation.values_sql?.trim() ?? '';
      if (!text) throw new Error(CRON_TEXTS.emptySql);
      if (operation.operation === 'sql') {
        const result = await sql.raw(text).execute(trx);
        count += result.numAffectedRows === undefined ? result.rows.length : Number(result.numAffectedRows);
        continue;
      }
      if (operation.operation !== 'insert' && operation.operation !== 'update')
        throw new Error(`${operation.operation}: ${CRON_TEXTS.badHandler}`);
      const form = operation.target ? await readRuntimeForm(trx, operation.target) : null;
      if (!form) throw new Error(`${operation.target ?? ''}: ${CRON_TEXTS.notFound}`);
      const source = requireFormSource(form);
      if (source.schema !== 'app') throw new Error(`${operation.target}: ${CRON_TEXTS.badHandler}`);
      const { rows: values } = await sql.raw<Record<string, unknown>>(text).execute(trx);
      for (const row of values) {
        const { id, version, ...fields } = row;
        const result = await formSaveInTransaction(trx, {
          form,
          source,
          values: fields,
          ...(operation.operation === 'update' ? { id: String(id), version: Number(version) } : {}),
          anonymous: false,
          hashPassword: () => Promise.reject(new Error('a scheduled task sets no password')),
          readBack: false,
        });
        if (result.status === 'invalid')
          throw new Error(
            `${operation.target}: ${Object.entries(result.errors)
              .map(([field, error]) => `${field}: ${error.message}`)
              .join('; ')}`,
          );
        if (result.status !== 'written' && result.status !== 'saved')
          throw new Error(`${operation.target} ${String(id)}: ${result.status}`);
        count += 1;
      }
    }
    if (left() <= 0) throw new CronTimeLimit(); // rolls back
    return count;
  });
}

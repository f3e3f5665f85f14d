import type { FieldErrors } from '../../src/core/api/formContract';
import type { AuditedRow, TableWrite, TableWriteRule } from '../forms/TableWriteRule';
import { formSource } from '../forms/formSource';
import { CRON_TEXTS } from './cronTexts';

/**
 * The rules of `cron_crud` (a form-save task's operations, issue 45): a values SQL, and for insert and update
 * a target form that exists over an application table (schema app), which is all a task may save through.
 *
 * @example
 * new Map([['cron_crud', cronCrudWriteRule()]]);
 */
export function cronCrudWriteRule(): TableWriteRule {
  return {
    async snapshot(trx, id) {
      return (
        ((await trx.selectFrom('cron_crud').selectAll().where('id', '=', Number(id)).executeTakeFirst()) as AuditedRow | undefined) ?? null
      );
    },

    async check(trx, write) {
      const errors: FieldErrors = {};
      const after = rowAfter(write);
      const text = (column: string) => (typeof after[column] === 'string' ? (after[column] as string).trim() : '');
      if (!text('values_sql')) errors.values_sql = { message: CRON_TEXTS.emptySql };
      if (text('operation') === 'insert' || text('operation') === 'update') {
        const form = text('target')
          ? await trx.selectFrom('forms').select('source_table').where('name', '=', text('target')).executeTakeFirst()
          : undefined;
        const source = form?.source_table ? await formSource(trx, form.source_table).catch(() => null) : null;
        if (!source || source.schema !== 'app') errors.target = { message: CRON_TEXTS.noForm };
      }
      return errors;
    },

    async afterWrite() {},
  };
}

function rowAfter(write: TableWrite): Record<string, unknown> {
  const after: Record<string, unknown> = { ...write.before };
  for (const column of write.written) after[column] = write.values[column];
  return after;
}

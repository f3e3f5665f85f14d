import type { FieldErrors } from '../../src/core/api/formContract';
import type { AuditedRow, TableWrite, TableWriteRule } from '../forms/TableWriteRule';
import { scheduleParses, timeZoneExists } from './cronSchedule';
import { CRON_TEXTS } from './cronTexts';

/** What a task may run (the `handler` column). */
export const CRON_HANDLERS = ['sql', 'purge_orphan_uploads', 'export_table', 'form_save'] as const;

/** The fields whose change starts the schedule afresh. */
const SCHEDULE_FIELDS = ['expression', 'time_zone', 'is_active'];

/**
 * The rules of the `cron` table whichever form writes it (issue 45): the schedule parses (five fields, or six
 * with seconds), the time zone exists, the handler is known, an SQL task has its statement, an export its
 * table, and the notified usernames exist. A changed schedule (or a task switched on) counts from the save:
 * the occurrences it would have had before are not "missed".
 *
 * @example
 * new Map([['cron', cronWriteRule()]]);
 */
export function cronWriteRule(): TableWriteRule {
  return {
    async snapshot(trx, id) {
      return ((await trx.selectFrom('cron').selectAll().where('id', '=', Number(id)).executeTakeFirst()) as AuditedRow | undefined) ?? null;
    },

    async check(trx, write) {
      const errors: FieldErrors = {};
      const after = rowAfter(write);
      const text = (column: string) => (typeof after[column] === 'string' ? (after[column] as string).trim() : '');
      if (!scheduleParses(text('expression'))) errors.expression = { message: CRON_TEXTS.badSchedule };
      if ((write.written.has('time_zone') || !write.before) && !timeZoneExists(text('time_zone') || 'Asia/Tashkent'))
        errors.time_zone = { message: CRON_TEXTS.badTimeZone };
      const handler = text('handler');
      if (!(CRON_HANDLERS as readonly string[]).includes(handler)) errors.handler = { message: CRON_TEXTS.badHandler };
      if (handler === 'sql' && !text('sql_text')) errors.sql_text = { message: CRON_TEXTS.emptySql };
      if (handler === 'export_table') {
        const table = text('target') && (await trx.selectFrom('tables').select('id').where('name', '=', text('target')).executeTakeFirst());
        if (!table) errors.target = { message: CRON_TEXTS.noTable };
      }
      const logins = usernames(after.notify_logins);
      if (logins.length) {
        const known = new Set(
          (await trx.selectFrom('users').select('username').where('username', 'in', logins).execute()).map((u) => u.username),
        );
        const unknown = logins.filter((login) => !known.has(login));
        if (unknown.length) errors.notify_logins = { message: CRON_TEXTS.unknownLogins, params: [unknown.join(', ')] };
      }
      return errors;
    },

    async afterWrite(trx, write) {
      if (SCHEDULE_FIELDS.some((field) => write.written.has(field) && write.values[field] !== write.before?.[field]))
        await trx.updateTable('cron').set({ last_occurrence: null }).where('id', '=', Number(write.id)).execute();
    },
  };
}

/** The row as it will be: the stored one with the written values over it. */
function rowAfter(write: TableWrite): Record<string, unknown> {
  const after: Record<string, unknown> = { ...write.before };
  for (const column of write.written) after[column] = write.values[column];
  return after;
}

/** The usernames of a comma- or space-separated list. */
export function usernames(value: unknown): string[] {
  return typeof value === 'string' ? [...new Set(value.split(/[\s,;]+/).filter(Boolean))] : [];
}

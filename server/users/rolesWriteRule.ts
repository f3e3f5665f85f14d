import { sql, type Kysely } from 'kysely';
import type { FieldErrors } from '../../src/core/api/formContract';
import type { SessionStore } from '../auth/createSessionStore';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { AuditedRow, TableWriteRule } from '../forms/TableWriteRule';
import { checkPermissionList } from './checkPermissionList';
import { USER_TEXTS } from './userTexts';

/**
 * The roles table's rules: a name unique in any letter case, permissions the configuration offers only
 * (checkPermissionList). A change reaches every holder's next call on every instance (their cached sessions
 * are forgotten everywhere).
 *
 * @example
 * formSaveRecord(db, { ..., rule: rolesWriteRule(context.sessions) });
 */
export function rolesWriteRule(sessions: Pick<SessionStore, 'forgetEverywhere'>): TableWriteRule {
  return {
    async snapshot(trx, id) {
      const row = await trx
        .selectFrom('roles')
        .select(['id', 'name', 'description', 'permissions'])
        .where('id', '=', Number(id))
        .executeTakeFirst();
      return (row as AuditedRow | undefined) ?? null;
    },
    async check(trx, { values, written, before, id }) {
      const errors: FieldErrors = {};
      if (written.has('name') && typeof values.name === 'string' && (await nameTaken(trx, values.name.trim(), id)))
        errors.name = { message: USER_TEXTS.duplicateRole };
      if (written.has('permissions'))
        Object.assign(errors, await checkPermissionList(trx, 'permissions', values.permissions, before?.permissions));
      return errors;
    },
    async afterWrite(trx) {
      await sessions.forgetEverywhere('all', trx);
    },
  };
}

async function nameTaken(trx: Kysely<DatabaseSchema>, name: string, id: string | undefined): Promise<boolean> {
  let query = trx
    .selectFrom('roles')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (id !== undefined) query = query.where('id', '!=', Number(id));
  return (await query.executeTakeFirst()) !== undefined;
}

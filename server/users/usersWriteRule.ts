import { sql, type Kysely } from 'kysely';
import type { FieldErrors } from '../../src/core/api/formContract';
import { passwordPolicyMessage } from '../../src/core/auth/passwordPolicy';
import { adminPermission } from '../../src/core/session/permissions';
import type { SessionStore } from '../auth/createSessionStore';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { AuditedRow, TableWriteRule } from '../forms/TableWriteRule';
import { checkPermissionList } from './checkPermissionList';
import { SIGN_IN_METHODS } from './signInAllowed';
import { USER_TEXTS } from './userTexts';

const USERNAME = /^[\p{L}\p{N}._@-]{3,64}$/u;
/** What a users row shows in its audit entries: every column but the secrets (the hash's change is a flag). */
const AUDITED = [
  'id',
  'username',
  'full_name',
  'post_name',
  'locale',
  'tin',
  'pinfl',
  'org_id',
  'is_active',
  'permissions',
  'role_ids',
  'sign_in_methods',
  'eimzo_allow_to_login',
  'registered_with_eimzo',
  'must_change_password',
] as const;

/**
 * The users table's rules (docs/users-and-roles.md), for every form over it: a username unique in any
 * letter case; a new user needs a temporary password; a password an administrator sets is temporary (the
 * user must change it at the next sign-in) and ends the user's sessions; roles that exist, permissions the
 * configuration offers, known sign-in methods; nobody deactivates themselves or takes away their own
 * administrator permission; a deactivation ends every session of the user on every instance.
 *
 * @example
 * formSaveRecord(db, { ..., rule: usersWriteRule(context.sessions) });
 */
export function usersWriteRule(sessions: Pick<SessionStore, 'endUser' | 'forgetUser' | 'forgetEverywhere'>): TableWriteRule {
  return {
    async snapshot(trx, id) {
      const row = await trx
        .selectFrom('users')
        .select([...AUDITED, sql<string>`password_hash`.as('password_hash')])
        .where('id', '=', Number(id))
        .executeTakeFirst();
      if (!row) return null;
      const { password_hash: hash, ...shown } = row;
      // Only a fingerprint of the hash, so an audit entry tells that it changed, never what it is.
      return { ...shown, password_set: hash.slice(-8) } as AuditedRow;
    },

    async check(trx, write) {
      const errors: FieldErrors = {};
      const { values, written, before, id } = write;
      const has = (column: string) => written.has(column);
      const username = typeof values.username === 'string' ? values.username.trim() : (before?.username as string | undefined);
      if (has('username')) {
        if (!username || !USERNAME.test(username)) errors.username = { message: USER_TEXTS.badUsername };
        else if (await usernameTaken(trx, username, id)) errors.username = { message: USER_TEXTS.duplicateUsername };
      }
      if (id === undefined && !has('password_hash')) errors.password_hash = { message: USER_TEXTS.passwordRequired };
      if (has('password_hash') && typeof values.password_hash === 'string') {
        const weak = passwordPolicyMessage({ username: username ?? '', oldPassword: '', newPassword: values.password_hash });
        if (weak) errors.password_hash = { message: weak };
      }
      if (has('role_ids')) {
        const ids = values.role_ids;
        const list = Array.isArray(ids) ? ids.map(Number) : ids === null || ids === undefined || ids === '' ? [] : [NaN];
        const found =
          list.length && list.every(Number.isSafeInteger)
            ? await trx.selectFrom('roles').select('id').where('id', 'in', list).execute()
            : [];
        if (list.some((roleId) => !found.some((row) => row.id === roleId))) errors.role_ids = { message: USER_TEXTS.unknownRole };
      }
      if (has('permissions')) Object.assign(errors, await checkPermissionList(trx, 'permissions', values.permissions, before?.permissions));
      if (has('sign_in_methods')) {
        const methods = Array.isArray(values.sign_in_methods) ? values.sign_in_methods : [];
        const unknown = methods.find((method) => !(SIGN_IN_METHODS as readonly unknown[]).includes(method));
        if (unknown !== undefined) errors.sign_in_methods = { message: USER_TEXTS.unknownSignInMethod, params: [String(unknown)] };
      }
      if (id !== undefined && Number(id) === write.actorId) {
        if (has('is_active') && values.is_active === false) errors.is_active = { message: USER_TEXTS.selfDeactivation };
        const admin = adminPermission();
        const keepsAdmin = !has('permissions') || (Array.isArray(values.permissions) && values.permissions.includes(admin));
        if ((before?.permissions as unknown[] | undefined)?.includes(admin) && !keepsAdmin)
          errors.permissions = { message: USER_TEXTS.selfAdmin };
      }
      return errors;
    },

    async afterWrite(trx, write) {
      const userId = Number(write.id);
      const passwordSet = write.written.has('password_hash');
      if (passwordSet)
        await trx
          .updateTable('users')
          .set({ must_change_password: true, updated_at: sql`now()` })
          .where('id', '=', userId)
          .execute();
      const deactivated = write.after?.is_active === false && write.before?.is_active !== false;
      // A temporary password replaces the one whoever is signed in knew: their sessions end, as a deactivation's.
      if (write.before && (deactivated || passwordSet)) await sessions.endUser(userId, trx);
      else if (write.before) await sessions.forgetEverywhere(userId, trx);
    },

    afterCommit(write) {
      sessions.forgetUser(Number(write.id));
    },
  };
}

async function usernameTaken(trx: Kysely<DatabaseSchema>, username: string, id: string | undefined): Promise<boolean> {
  let query = trx
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase());
  if (id !== undefined) query = query.where('id', '!=', Number(id));
  return (await query.executeTakeFirst()) !== undefined;
}

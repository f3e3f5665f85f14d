import { sql } from 'kysely';
import type { FieldErrors } from '../../src/core/api/formContract';
import type { SessionStore } from '../auth/createSessionStore';
import type { AuditedRow, TableWriteRule } from '../forms/TableWriteRule';
import { USER_TEXTS } from './userTexts';

/**
 * The organisations table's rules: a TIN belongs to one organisation, and no organisation is its own
 * ancestor. A change (a deactivated organisation's roles stop applying) reaches every instance.
 *
 * @example
 * formSaveRecord(db, { ..., rule: organizationsWriteRule(context.sessions) });
 */
export function organizationsWriteRule(sessions: Pick<SessionStore, 'forgetEverywhere'>): TableWriteRule {
  return {
    async snapshot(trx, id) {
      const row = await trx
        .selectFrom('organizations')
        .select(['id', 'name', 'name_la', 'tin', 'parent_id', 'is_active'])
        .where('id', '=', Number(id))
        .executeTakeFirst();
      return (row as AuditedRow | undefined) ?? null;
    },
    async check(trx, { values, written, id }) {
      const errors: FieldErrors = {};
      const tin = typeof values.tin === 'string' ? values.tin.trim() : '';
      if (written.has('tin') && tin) {
        let query = trx.selectFrom('organizations').select('id').where('tin', '=', tin);
        if (id !== undefined) query = query.where('id', '!=', Number(id));
        if (await query.executeTakeFirst()) errors.tin = { message: USER_TEXTS.duplicateTin };
      }
      const parent =
        values.parent_id === null || values.parent_id === undefined || values.parent_id === '' ? null : Number(values.parent_id);
      if (written.has('parent_id') && parent !== null && id !== undefined) {
        // The new parent's ancestors (itself included) must not include this organisation.
        const { rows } = await sql<{ id: number }>`
          WITH RECURSIVE up(id, parent_id) AS (
            SELECT id, parent_id FROM organizations WHERE id = ${parent}
            UNION SELECT o.id, o.parent_id FROM organizations o JOIN up ON o.id = up.parent_id
          ) SELECT id FROM up WHERE id = ${Number(id)}`.execute(trx);
        if (rows.length) errors.parent_id = { message: USER_TEXTS.parentCycle };
      }
      return errors;
    },
    async afterWrite(trx) {
      await sessions.forgetEverywhere('all', trx);
    },
  };
}

/**
 * The members table's rules: one membership per user and organisation (with a clear message rather than
 * the constraint's); the member's permissions change at once, everywhere.
 *
 * @example
 * formSaveRecord(db, { ..., rule: membersWriteRule(context.sessions) });
 */
export function membersWriteRule(sessions: Pick<SessionStore, 'forgetEverywhere'>): TableWriteRule {
  return {
    async snapshot(trx, id) {
      const row = await trx
        .selectFrom('organization_members')
        .select(['id', 'organization_id', 'user_id', 'role_id'])
        .where('id', '=', Number(id))
        .executeTakeFirst();
      return (row as AuditedRow | undefined) ?? null;
    },
    async check(trx, { values, before, id }): Promise<FieldErrors> {
      const organization = Number(values.organization_id ?? before?.organization_id);
      const user = Number(values.user_id ?? before?.user_id);
      if (!Number.isSafeInteger(organization) || !Number.isSafeInteger(user)) return {};
      let query = trx
        .selectFrom('organization_members')
        .select('id')
        .where('organization_id', '=', organization)
        .where('user_id', '=', user);
      if (id !== undefined) query = query.where('id', '!=', Number(id));
      return (await query.executeTakeFirst()) ? { user_id: { message: USER_TEXTS.duplicateMember } } : {};
    },
    async afterWrite(trx, { before, after }) {
      for (const row of [before, after]) if (row && typeof row.user_id === 'number') await sessions.forgetEverywhere(row.user_id, trx);
    },
  };
}

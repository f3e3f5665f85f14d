import type { Kysely } from 'kysely';
import type { User } from '../../src/core/api/contract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { UserRow } from './createSessionStore';

/** The contract's `User` for a users row, with its organisations. Never exposes the hash or the OTP secret. */
export async function loadUserView(db: Kysely<DatabaseSchema>, row: UserRow): Promise<User> {
  const organizations = await db
    .selectFrom('user_organizations')
    .select(['tin', 'pinfl', 'name', 'name_la'])
    .where('user_id', '=', row.id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    postName: row.post_name,
    orgId: row.org_id === null ? null : Number(row.org_id),
    tin: row.tin,
    pinfl: row.pinfl,
    locale: row.locale,
    permissions: Array.isArray(row.permissions) ? row.permissions.filter((p): p is string => typeof p === 'string') : [],
    organizations: organizations.map((org) => ({ tin: org.tin, pinfl: org.pinfl, name: org.name, nameLa: org.name_la })),
    registeredWithEimzo: row.registered_with_eimzo,
    eimzoAllowToLogin: row.eimzo_allow_to_login,
    photo: row.photo,
    hasOtpSecret: Boolean(row.otp_secret),
  };
}

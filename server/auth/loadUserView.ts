import type { Kysely } from 'kysely';
import type { User } from '../../src/core/api/contract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { loadEffectivePermissions } from '../users/loadEffectivePermissions';
import type { UserRow } from './createSessionStore';

/**
 * The contract's `User` for a users row, with its organisations and its effective permissions (direct grants
 * and roles, loadEffectivePermissions). Never exposes the hash or the OTP secret.
 */
export async function loadUserView(db: Kysely<DatabaseSchema>, row: UserRow): Promise<User> {
  const organizations = await db
    .selectFrom('user_organizations')
    .select(['tin', 'pinfl', 'name', 'name_la'])
    .where('user_id', '=', row.id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  // Organisations an administrator made the user a member of (docs/users-and-roles.md), after the ones
  // recorded for the user directly (a digital-signature sign-up); one entry per TIN.
  const memberships = await db
    .selectFrom('organization_members')
    .innerJoin('organizations', 'organizations.id', 'organization_members.organization_id')
    .select(['organizations.tin', 'organizations.name', 'organizations.name_la'])
    .where('organization_members.user_id', '=', row.id)
    .where('organizations.is_active', '=', true)
    .where('organizations.tin', 'is not', null)
    .orderBy('organizations.name')
    .execute();
  const known = new Set(organizations.map((org) => org.tin).filter(Boolean));
  for (const org of memberships)
    if (!known.has(org.tin)) organizations.push({ tin: org.tin, pinfl: null, name: org.name, name_la: org.name_la });
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    postName: row.post_name,
    orgId: row.org_id === null ? null : Number(row.org_id),
    tin: row.tin,
    pinfl: row.pinfl,
    locale: row.locale,
    permissions: await loadEffectivePermissions(db, row.id),
    organizations: organizations.map((org) => ({ tin: org.tin, pinfl: org.pinfl, name: org.name, nameLa: org.name_la })),
    registeredWithEimzo: row.registered_with_eimzo,
    eimzoAllowToLogin: row.eimzo_allow_to_login,
    photo: row.photo,
    hasOtpSecret: Boolean(row.otp_secret),
    mustChangePassword: row.must_change_password === true,
    otpSetupRequired: row.otp_required === true && !row.otp_secret,
  };
}

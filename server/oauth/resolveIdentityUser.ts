import { sql, type Kysely, type Selectable } from 'kysely';
import type { OAuthProvider } from '../../src/core/api/signInContract';
import type { DatabaseSchema, UsersTable } from '../db/DatabaseSchema';
import type { ProviderIdentity } from './OAuthAdapter';
import type { OAuthConfig } from './OAuthConfig';

export type UserRow = Selectable<UsersTable>;

/** Whose account a provider identity opens: already linked, to be linked now, or nobody yet. */
export type IdentityUser = { kind: 'linked'; user: UserRow } | { kind: 'linkable'; user: UserRow } | { kind: 'none' };

/**
 * Finds the account of a provider identity without changing anything (oauth2-validate asks, oauth2 acts):
 * an identity linked before; else, unless signup is off, the active user with the same *verified* e-mail, or
 * with the PINFL a state identity provider (OneID) vouches for. An unverified e-mail links nothing: anyone
 * can type any address at some providers.
 */
export async function resolveIdentityUser(
  db: Kysely<DatabaseSchema>,
  provider: OAuthProvider,
  identity: ProviderIdentity,
  signup: OAuthConfig['signup'],
): Promise<IdentityUser> {
  const linked = await db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .selectAll('users')
    .where('user_identities.provider', '=', provider)
    .where('user_identities.subject', '=', identity.subject)
    .executeTakeFirst();
  if (linked) return linked.is_active ? { kind: 'linked', user: linked } : { kind: 'none' };
  if (signup === 'off') return { kind: 'none' };

  let query = db.selectFrom('users').selectAll().where('is_active', '=', true);
  if (identity.pinfl) query = query.where('pinfl', '=', identity.pinfl);
  else if (identity.email && identity.emailVerified) query = query.where(sql<string>`lower(email)`, '=', identity.email.toLowerCase());
  else return { kind: 'none' };
  const matches = await query.limit(2).execute();
  // Two accounts with one address cannot be told apart: link neither.
  return matches.length === 1 ? { kind: 'linkable', user: matches[0] } : { kind: 'none' };
}

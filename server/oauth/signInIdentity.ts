import { sql, type Kysely } from 'kysely';
import type { OAuthProvider } from '../../src/core/api/signInContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { ProviderIdentity } from './OAuthAdapter';
import type { IdentityUser, UserRow } from './resolveIdentityUser';

/**
 * The account a verified identity signs in to, made real: a linkable user gets the identity linked, and with
 * signup `create` a new user is made (username from the e-mail or the provider, no password until one is
 * chosen). One transaction, so a burst of first sign-ins cannot create the account twice.
 */
export async function signInIdentity(
  db: Kysely<DatabaseSchema>,
  provider: OAuthProvider,
  identity: ProviderIdentity,
  found: IdentityUser,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    let user: UserRow;
    if (found.kind !== 'none') user = found.user;
    else {
      const username = await freeUsername(trx, identity.email?.split('@')[0] ?? `${provider}-${identity.subject}`);
      user = await trx
        .insertInto('users')
        .values({
          username,
          password_hash: '',
          full_name: identity.name ?? username,
          post_name: null,
          org_id: null,
          tin: null,
          pinfl: identity.pinfl,
          locale: null,
          photo: null,
          otp_secret: null,
          otp_last_step: null,
          email: identity.email,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    await trx
      .insertInto('user_identities')
      .values({ user_id: user.id, provider, subject: identity.subject, email: identity.email, last_sign_in_at: sql<Date>`now()` })
      .onConflict((oc) => oc.columns(['provider', 'subject']).doUpdateSet({ last_sign_in_at: sql<Date>`now()`, email: identity.email }))
      .execute();
    return user;
  });
}

/** `base`, or `base2`, `base3`... the first one no account has (usernames compare case-insensitively). */
async function freeUsername(db: Kysely<DatabaseSchema>, raw: string): Promise<string> {
  const base =
    raw
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '')
      .slice(0, 40) || 'user';
  const taken = await db
    .selectFrom('users')
    .select(sql<string>`lower(username)`.as('name'))
    .where(sql<string>`lower(username)`, 'like', `${base}%`)
    .execute();
  const names = new Set(taken.map((row) => row.name));
  if (!names.has(base)) return base;
  for (let n = 2; ; n += 1) if (!names.has(`${base}${n}`)) return `${base}${n}`;
}

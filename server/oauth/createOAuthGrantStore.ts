import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { OAuthProvider } from '../../src/core/api/signInContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { ProviderIdentity } from './OAuthAdapter';

/** Seconds between the code exchange and the sign-in: long enough to choose a password. */
export const GRANT_TTL_SECONDS = 300;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The server's own single-use grant for a verified provider identity (`access_token` of oauth2-validate):
 * random, kept only as its hash, short-lived, spent atomically by the sign-in that follows. The provider's
 * tokens never reach the browser.
 */
export function createOAuthGrantStore(db: Kysely<DatabaseSchema>) {
  return {
    async issue(provider: OAuthProvider, identity: ProviderIdentity): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('oauth_grants')
        .values({
          token_hash: hash(token),
          provider,
          subject: identity.subject,
          claims: JSON.stringify(identity),
          expires_at: sql<Date>`now() + make_interval(secs => ${GRANT_TTL_SECONDS})`,
        })
        .execute();
      return token;
    },
    /** The identity of a live grant, without spending it (to check a chosen password first). */
    async peek(provider: OAuthProvider, token: string): Promise<ProviderIdentity | null> {
      const row = await db
        .selectFrom('oauth_grants')
        .select('claims')
        .where('token_hash', '=', hash(token))
        .where('provider', '=', provider)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return row ? parse(row.claims) : null;
    },
    async consume(provider: OAuthProvider, token: string): Promise<ProviderIdentity | null> {
      const row = await db
        .updateTable('oauth_grants')
        .set({ used_at: sql<Date>`now()` })
        .where('token_hash', '=', hash(token))
        .where('provider', '=', provider)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('claims')
        .executeTakeFirst();
      return row ? parse(row.claims) : null;
    },
  };
}

/** jsonb comes back parsed from PostgreSQL and PGlite alike; a string is tolerated all the same. */
function parse(claims: unknown): ProviderIdentity {
  return (typeof claims === 'string' ? JSON.parse(claims) : claims) as ProviderIdentity;
}

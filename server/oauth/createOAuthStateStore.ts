import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import * as client from 'openid-client';
import type { OAuthProvider } from '../../src/core/api/signInContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { AuthorizationRequest } from './OAuthAdapter';

/** Minutes a person may spend at the provider's sign-in page. */
const STATE_TTL_SECONDS = 600;

/**
 * The authorization requests in flight (`oauth_states`): state, nonce and PKCE verifier, kept on the server
 * so the browser never holds the verifier, and each good for one code exchange with the provider it was
 * made for. Consumption is one DELETE ... RETURNING, so two requests with one state cannot both succeed.
 */
export function createOAuthStateStore(db: Kysely<DatabaseSchema>) {
  return {
    async issue(provider: OAuthProvider, redirectUri: string): Promise<AuthorizationRequest> {
      const request = {
        state: randomBytes(32).toString('base64url'),
        nonce: randomBytes(32).toString('base64url'),
        codeVerifier: client.randomPKCECodeVerifier(),
        redirectUri,
      };
      await db
        .insertInto('oauth_states')
        .values({
          state: request.state,
          provider,
          nonce: request.nonce,
          code_verifier: request.codeVerifier,
          redirect_uri: redirectUri,
          expires_at: sql<Date>`now() + make_interval(secs => ${STATE_TTL_SECONDS})`,
        })
        .execute();
      return request;
    },
    async consume(provider: OAuthProvider, state: string): Promise<AuthorizationRequest | null> {
      const row = await db
        .deleteFrom('oauth_states')
        .where('state', '=', state)
        .where('provider', '=', provider)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['state', 'nonce', 'code_verifier', 'redirect_uri'])
        .executeTakeFirst();
      return row ? { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, redirectUri: row.redirect_uri } : null;
    },
  };
}

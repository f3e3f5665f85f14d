import { statements } from './statements';

// Social and single sign-on (issue 11): provider identities linked to users, the state of an authorization
// request (state, nonce, PKCE verifier) and the single-use grant between oauth2-validate and oauth2.
export const migration0008Oauth = statements([
  `ALTER TABLE users ADD COLUMN email text`,
  `CREATE TABLE user_identities (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    provider text NOT NULL,
    subject text NOT NULL,
    email text,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_sign_in_at timestamptz,
    UNIQUE (provider, subject)
  )`,
  `CREATE INDEX user_identities_user_id_idx ON user_identities (user_id)`,
  `CREATE TABLE oauth_states (
    state text PRIMARY KEY,
    provider text NOT NULL,
    nonce text NOT NULL,
    code_verifier text NOT NULL,
    redirect_uri text NOT NULL,
    expires_at timestamptz NOT NULL
  )`,
  `CREATE TABLE oauth_grants (
    token_hash text PRIMARY KEY,
    provider text NOT NULL,
    subject text NOT NULL,
    claims jsonb NOT NULL,
    user_id integer REFERENCES users (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
]);

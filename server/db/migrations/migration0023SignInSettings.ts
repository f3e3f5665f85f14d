import { statements } from './statements';

/** The OAuth providers of server/oauth, each with its own columns in the settings row. */
const PROVIDERS = ['google', 'keycloak', 'one_id', 'linkedin', 'ssv'];
/** A client id as providers issue them: printable, no spaces. */
const CLIENT_ID = '^[[:graph:]]+$';

// Issue 41: the rest of the project settings an administrator edits in the `project_settings` form: which
// sign-in methods are on (each OAuth provider with its client, the secret kept only sealed by the server's
// data key, which the constraint holds to), the access-token lifetime, the themes users may pick and the
// uploaded logo. NULL in a client id or secret means "the server's environment decides" (PLATON_OAUTH_*), so
// a production configured by environment variables keeps working unchanged; so does an emptied client id.
export const migration0023SignInSettings = statements([
  `ALTER TABLE project_profile
    ADD COLUMN password_sign_in boolean NOT NULL DEFAULT true,
    ADD COLUMN admin_otp_required boolean NOT NULL DEFAULT false,
    ADD COLUMN eimzo_sign_in boolean NOT NULL DEFAULT true,
    ${PROVIDERS.map(
      (p) => `ADD COLUMN ${p}_sign_in boolean NOT NULL DEFAULT true,
    ADD COLUMN ${p}_client_id text CONSTRAINT project_profile_${p}_client_id_check CHECK (
      ${p}_client_id = '' OR (${p}_client_id ~ '${CLIENT_ID}' AND length(${p}_client_id) <= 256)
    ),
    ADD COLUMN ${p}_client_secret text CONSTRAINT project_profile_${p}_client_secret_check CHECK (${p}_client_secret LIKE 'enc:v1:%'),
    ADD COLUMN ${p}_secret_set boolean NOT NULL DEFAULT false`,
    ).join(',\n    ')},
    ADD COLUMN access_token_minutes integer
      CONSTRAINT project_profile_access_token_minutes_check CHECK (access_token_minutes BETWEEN 1 AND 1440),
    ADD COLUMN default_theme text CONSTRAINT project_profile_default_theme_check CHECK (default_theme ~ '^[A-Za-z]+\\.[A-Za-z]+$'),
    ADD COLUMN allowed_themes text[],
    ADD COLUMN logo jsonb`,
]);

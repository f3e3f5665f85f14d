import { sql, type Kysely } from 'kysely';
import type { FieldErrors } from '../../src/core/api/formContract';
import { OAUTH_PROVIDERS, type OAuthProvider } from '../../src/core/api/signInContract';
import { administratorSql } from '../admin/administratorSql';
import type { SecretBox } from '../auth/createSecretBox';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { AuditedRow, TableWrite, TableWriteRule } from '../forms/TableWriteRule';
import { effectiveOAuthConfig } from '../oauth/effectiveOAuthConfig';
import type { SignInMethods } from './createSignInMethods';
import { signInSettingsOf, type SignInRow } from './signInSettingsOf';
import { SIGN_IN_SETTINGS_TEXTS } from './signInSettingsTexts';
import { THEME_COLOR_KEYS } from './themeOptions';

const SECRET = /^(google|keycloak|one_id|linkedin|ssv)_client_secret$/;
/** The fields whose change can close a way in, in the order the form shows them (the refusal goes under the first changed). */
const SIGN_IN_FIELDS = [
  'password_sign_in',
  'admin_otp_required',
  'eimzo_sign_in',
  ...OAUTH_PROVIDERS.flatMap((p) => [`${p}_sign_in`, `${p}_client_id`, `${p}_secret_set`, `${p}_client_secret`]),
];

/**
 * The rules of the `project_profile` row beyond its constraints (issue 41): an OAuth client secret is stored
 * sealed by the data key and never read back (the audit entry shows only whether one is set); unticking
 * "secret stored" clears it; a change that would leave no active administrator a way to sign in is refused
 * (a row that already left none may still be fixed); keycloak and SSV get a client only where the environment
 * gives their address; themes are the catalogue's, and the default one users may pick.
 *
 * @example
 * formSaveRecord(db, { ..., rule: projectProfileWriteRule(context.secretBox, context.signIn) });
 */
export function projectProfileWriteRule(box: SecretBox, methods: Pick<SignInMethods, 'base' | 'eimzoConfigured'>): TableWriteRule {
  return {
    async snapshot(trx, id) {
      const row = await trx.selectFrom('project_profile').selectAll().where('id', '=', Number(id)).executeTakeFirst();
      if (!row) return null;
      return Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET.test(column))) as AuditedRow;
    },

    storeSecret(column, text) {
      if (!SECRET.test(column)) throw new Error(`project_profile.${column} is not a secret column`);
      return box.seal(text);
    },

    async check(trx, write) {
      const errors: FieldErrors = {};
      const after = rowAfter(write);
      for (const provider of ['keycloak', 'ssv'] as const) {
        const column = `${provider}_client_id`;
        if (write.written.has(column) && after[column] && !methods.base?.[provider])
          errors[column] = { message: SIGN_IN_SETTINGS_TEXTS.noAddress };
      }
      Object.assign(errors, themeErrors(write, after));
      const changed = SIGN_IN_FIELDS.find(
        (field) => write.written.has(field) && !SECRET.test(field) && after[field] !== write.before?.[field],
      );
      if (changed && write.before && !Object.keys(errors).length) {
        const before = await administratorsAbleToSignIn(trx, write.before, methods);
        if (before > 0 && (await administratorsAbleToSignIn(trx, after, methods)) === 0)
          errors[changed] = { message: SIGN_IN_SETTINGS_TEXTS.lockOut };
      }
      return errors;
    },

    async afterWrite(trx, write) {
      // "Secret stored" tells the truth after every save: a new secret sets it, unticking it clears the secret.
      const sets = OAUTH_PROVIDERS.flatMap((provider) => {
        const secret = `${provider}_client_secret`;
        const flag = `${provider}_secret_set`;
        if (write.written.has(secret)) return [sql`${sql.id(flag)} = true`];
        if (write.written.has(flag) && write.values[flag] !== true) return [sql`${sql.id(secret)} = NULL`, sql`${sql.id(flag)} = false`];
        return [sql`${sql.id(flag)} = (${sql.id(secret)} IS NOT NULL)`];
      });
      await sql`UPDATE project_profile SET ${sql.join(sets)} WHERE id = ${Number(write.id)}`.execute(trx);
    },
  };
}

/** A theme not in the catalogue is refused, and so is a default users could not pick. */
function themeErrors(write: TableWrite, after: AuditedRow): FieldErrors {
  const errors: FieldErrors = {};
  const allowed = Array.isArray(after.allowed_themes) ? (after.allowed_themes as unknown[]) : [];
  const known = (value: unknown) => typeof value === 'string' && THEME_COLOR_KEYS.includes(value);
  if (write.written.has('allowed_themes') && !allowed.every(known))
    errors.allowed_themes = { message: SIGN_IN_SETTINGS_TEXTS.unknownTheme };
  const chosen = after.default_theme;
  if (write.written.has('default_theme') && chosen !== null && chosen !== undefined && !known(chosen))
    errors.default_theme = { message: SIGN_IN_SETTINGS_TEXTS.unknownTheme };
  else if (
    (write.written.has('default_theme') || write.written.has('allowed_themes')) &&
    typeof chosen === 'string' &&
    allowed.length &&
    !allowed.includes(chosen)
  )
    errors.default_theme = { message: SIGN_IN_SETTINGS_TEXTS.defaultNotAllowed };
  return errors;
}

/**
 * The row as the save would leave it, as far as sign-in goes: a secret only as present or not (a new one
 * typed, or one kept unless "secret stored" was unticked).
 */
function rowAfter(write: TableWrite): AuditedRow {
  const after: AuditedRow = { ...write.before };
  for (const column of write.written) if (!SECRET.test(column)) after[column] = write.values[column] === '' ? null : write.values[column];
  for (const provider of OAUTH_PROVIDERS) {
    const flag = `${provider}_secret_set`;
    if (write.written.has(`${provider}_client_secret`)) after[flag] = true;
    else if (write.written.has(flag)) after[flag] = write.values[flag] === true && write.before?.[flag] === true;
  }
  return after;
}

/**
 * How many active administrators could sign in under `row`: by password (with their one-time code where the
 * row requires one), by E-IMZO (a PINFL or TIN to match a certificate), or through a provider that is on and
 * their account is linked to; each as their own account's sign-in methods allow.
 */
async function administratorsAbleToSignIn(
  trx: Kysely<DatabaseSchema>,
  row: AuditedRow,
  methods: Pick<SignInMethods, 'base' | 'eimzoConfigured'>,
): Promise<number> {
  const settings = signInSettingsOf({
    ...(row as Partial<SignInRow>),
    ...Object.fromEntries(OAUTH_PROVIDERS.map((p) => [`${p}_client_secret`, row[`${p}_secret_set`] ? 'stored' : null])),
  });
  const config = effectiveOAuthConfig(methods.base, settings, (stored) => stored);
  const providers: OAuthProvider[] = OAUTH_PROVIDERS.filter((provider) => config[provider] !== null);
  const allows = (method: string) =>
    sql`(jsonb_typeof(users.sign_in_methods) <> 'array' OR users.sign_in_methods @> ${JSON.stringify([method])}::jsonb)`;
  const { rows } = await sql<{ count: string | number }>`
    SELECT count(*) AS count FROM users
    WHERE users.is_active AND ${administratorSql()} AND (
      (${settings.password} AND users.password_hash <> '' AND ${allows('password')} AND (NOT ${settings.adminOtpRequired} OR users.otp_secret IS NOT NULL))
      OR (${methods.eimzoConfigured && settings.eimzo} AND ${allows('eimzo')} AND (users.pinfl IS NOT NULL OR users.tin IS NOT NULL))
      OR (${allows('oauth2')} AND EXISTS (
        SELECT 1 FROM user_identities WHERE user_identities.user_id = users.id AND user_identities.provider = ANY (${providers}::text[])
      ))
    )`.execute(trx);
  return Number(rows[0]?.count ?? 0);
}

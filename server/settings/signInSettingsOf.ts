import type { Selectable } from 'kysely';
import { OAUTH_PROVIDERS, type OAuthProvider } from '../../src/core/api/signInContract';
import type { ProjectProfileTable } from '../db/DatabaseSchema';

/** One OAuth provider as the project settings hold it: null id or secret means the environment's. */
export interface ProviderSetting {
  on: boolean;
  clientId: string | null;
  /** Sealed by the data key (createSecretBox); never sent anywhere. */
  sealedSecret: string | null;
}

/** The sign-in part of the `project_profile` row (migration 0023). */
export interface SignInSettings {
  password: boolean;
  adminOtpRequired: boolean;
  eimzo: boolean;
  providers: Record<OAuthProvider, ProviderSetting>;
  /** Minutes an access token lives; null: the server's PLATON_ACCESS_TTL. */
  accessTokenMinutes: number | null;
  /** Days a session lives after its last use; null: the server's PLATON_REFRESH_TTL. */
  sessionDays: number | null;
}

/** The row's sign-in columns, so a query names exactly what signInSettingsOf reads. */
export const SIGN_IN_COLUMNS = [
  'password_sign_in',
  'admin_otp_required',
  'eimzo_sign_in',
  'access_token_minutes',
  'session_days',
  ...OAUTH_PROVIDERS.flatMap((p) => [`${p}_sign_in`, `${p}_client_id`, `${p}_client_secret`] as const),
] as const satisfies readonly (keyof ProjectProfileTable)[];

export type SignInRow = Pick<Selectable<ProjectProfileTable>, (typeof SIGN_IN_COLUMNS)[number]>;

/**
 * The settings of a row, or of none (a database whose row an administrator deleted by SQL): every method on,
 * the environment deciding the rest, as before there were settings.
 *
 * @example
 * signInSettingsOf(undefined).password; // true
 */
export function signInSettingsOf(row: Partial<SignInRow> | undefined): SignInSettings {
  const providers = Object.fromEntries(
    OAUTH_PROVIDERS.map((p) => [
      p,
      { on: row?.[`${p}_sign_in`] ?? true, clientId: row?.[`${p}_client_id`] || null, sealedSecret: row?.[`${p}_client_secret`] ?? null },
    ]),
  ) as Record<OAuthProvider, ProviderSetting>;
  return {
    password: row?.password_sign_in ?? true,
    adminOtpRequired: row?.admin_otp_required ?? false,
    eimzo: row?.eimzo_sign_in ?? true,
    providers,
    accessTokenMinutes: row?.access_token_minutes ?? null,
    sessionDays: row?.session_days ?? null,
  };
}

import type { Kysely } from 'kysely';
import type { OAuthProvider } from '../../src/core/api/signInContract';
import type { SecretBox } from '../auth/createSecretBox';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { createOAuthAdapters } from '../oauth/createOAuthAdapters';
import { effectiveOAuthConfig } from '../oauth/effectiveOAuthConfig';
import type { OAuthAdapter } from '../oauth/OAuthAdapter';
import type { OAuthConfig } from '../oauth/OAuthConfig';
import { SIGN_IN_COLUMNS, signInSettingsOf, type SignInSettings } from './signInSettingsOf';

/** The sign-in methods as they stand at one request. */
export interface SignInNow {
  settings: SignInSettings;
  password: boolean;
  adminOtpRequired: boolean;
  /** Digital-signature sign-in: configured on this server and not switched off. */
  eimzo: boolean;
  /** The providers on now, each with its adapter. */
  oauth: { config: OAuthConfig; adapters: Map<OAuthProvider, OAuthAdapter> };
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

export interface SignInMethods {
  /** The environment's OAuth configuration (PLATON_OAUTH_*), which the settings refine; null: none given. */
  base: OAuthConfig | null;
  /** Whether E-IMZO is configured on this server (trusted CAs). */
  eimzoConfigured: boolean;
  /** Reads the project settings and answers what holds now: one small query per call, never cached. */
  now(): Promise<SignInNow>;
}

export interface SignInMethodsOptions {
  base: OAuthConfig | null;
  eimzoConfigured: boolean;
  box: SecretBox;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

/** Adapters kept per provider configuration; more than this many distinct ones means churn, so start over. */
const MAX_CACHED_ADAPTERS = 20;

/**
 * The sign-in methods of issue 41: the server's configuration under the project settings, read from the
 * database at every sign-in and `/info`, so a method switched off on one instance is refused by every
 * instance at the next request. An OAuth adapter (which caches its provider's discovery document) is reused
 * while its provider's configuration stays the same.
 *
 * @example
 * const { password, oauth } = await context.signIn.now();
 */
export function createSignInMethods(db: Kysely<DatabaseSchema>, options: SignInMethodsOptions): SignInMethods {
  const adapters = new Map<string, OAuthAdapter>();
  const adapterOf = (config: OAuthConfig, provider: OAuthProvider): OAuthAdapter | undefined => {
    const key = `${provider}:${JSON.stringify(config[provider])}`;
    let adapter = adapters.get(key);
    if (!adapter) {
      adapter = createOAuthAdapters({
        ...config,
        google: null,
        keycloak: null,
        one_id: null,
        linkedin: null,
        ssv: null,
        [provider]: config[provider],
      }).get(provider);
      if (!adapter) return undefined;
      if (adapters.size >= MAX_CACHED_ADAPTERS) adapters.clear();
      adapters.set(key, adapter);
    }
    return adapter;
  };
  return {
    base: options.base,
    eimzoConfigured: options.eimzoConfigured,
    async now() {
      const row = await db.selectFrom('project_profile').select(SIGN_IN_COLUMNS).where('id', '=', 1).executeTakeFirst();
      const settings = signInSettingsOf(row);
      const config = effectiveOAuthConfig(options.base, settings, (sealed) => options.box.open(sealed));
      const active = new Map<OAuthProvider, OAuthAdapter>();
      for (const provider of ['google', 'keycloak', 'one_id', 'linkedin', 'ssv'] as const) {
        const adapter = config[provider] ? adapterOf(config, provider) : undefined;
        if (adapter) active.set(provider, adapter);
      }
      return {
        settings,
        password: settings.password,
        adminOtpRequired: settings.adminOtpRequired,
        eimzo: options.eimzoConfigured && settings.eimzo,
        oauth: { config, adapters: active },
        accessTtlSeconds: settings.accessTokenMinutes ? settings.accessTokenMinutes * 60 : options.accessTtlSeconds,
        refreshTtlSeconds: settings.sessionDays ? settings.sessionDays * 86_400 : options.refreshTtlSeconds,
      };
    },
  };
}

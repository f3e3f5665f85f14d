import { OAUTH_PROVIDERS } from '../../src/core/api/signInContract';
import type { SignInSettings } from '../settings/signInSettingsOf';
import { OAUTH_DEFAULT_ADDRESSES } from './loadOAuthConfig';
import type { OAuthClient, OAuthConfig } from './OAuthConfig';

/** A configuration with no provider, for a server started without any (tests) before the settings add one. */
const NONE: OAuthConfig = {
  redirectUris: [],
  signup: 'link',
  passwordPolicy: 'optional',
  google: null,
  keycloak: null,
  one_id: null,
  linkedin: null,
  ssv: null,
};

/**
 * The providers users may sign in with now: the environment's configuration (PLATON_OAUTH_*) under the project
 * settings. A provider switched off there is absent; a client id or secret set there replaces the
 * environment's; a provider needs both. Keycloak and SSV live at each organisation's own address, which only
 * the environment gives, so the settings can switch them off or change their client but not add them.
 * A sealed secret this server cannot open (another data key) counts as none.
 *
 * @example
 * effectiveOAuthConfig(envConfig, settings, (sealed) => box.open(sealed)).google?.clientId;
 */
export function effectiveOAuthConfig(
  base: OAuthConfig | null,
  settings: Pick<SignInSettings, 'providers'>,
  open: (sealed: string) => string | null,
): OAuthConfig {
  const env = base ?? NONE;
  const client = (provider: (typeof OAUTH_PROVIDERS)[number]): OAuthClient | null => {
    const setting = settings.providers[provider];
    if (!setting.on) return null;
    const clientId = setting.clientId ?? env[provider]?.clientId;
    const clientSecret = (setting.sealedSecret && open(setting.sealedSecret)) ?? env[provider]?.clientSecret;
    return clientId && clientSecret ? { clientId, clientSecret } : null;
  };
  const google = client('google');
  const keycloak = client('keycloak');
  const oneId = client('one_id');
  const linkedin = client('linkedin');
  const ssv = client('ssv');
  return {
    ...env,
    google: google && { issuer: env.google?.issuer ?? OAUTH_DEFAULT_ADDRESSES.google, ...google },
    keycloak: keycloak && env.keycloak && { ...env.keycloak, ...keycloak },
    one_id: oneId && {
      baseUrl: env.one_id?.baseUrl ?? OAUTH_DEFAULT_ADDRESSES.one_id,
      // OneID's scope is the client id unless the environment named another.
      scope: env.one_id && env.one_id.scope !== env.one_id.clientId ? env.one_id.scope : oneId.clientId,
      ...oneId,
    },
    linkedin: linkedin && { issuer: env.linkedin?.issuer ?? OAUTH_DEFAULT_ADDRESSES.linkedin, ...linkedin },
    ssv: ssv && env.ssv && { ...env.ssv, ...ssv },
  };
}

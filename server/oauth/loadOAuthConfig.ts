import type { PasswordPolicy } from '../../src/core/api/signInContract';
import type { OAuthClient, OAuthConfig } from './OAuthConfig';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** The public addresses of the providers that have one; keycloak and SSV are each organisation's own. */
export const OAUTH_DEFAULT_ADDRESSES = {
  google: 'https://accounts.google.com',
  one_id: 'https://sso.egov.uz',
  linkedin: 'https://www.linkedin.com/oauth',
} as const;

/**
 * Reads PLATON_OAUTH_* (docs/operations.md, environment variables), failing fast with the variable's name on a half-set
 * provider or a malformed address. A provider is on when its client id is set.
 */
export function loadOAuthConfig(env: NodeJS.ProcessEnv, publicUrl: string | null, demo: boolean): OAuthConfig {
  const client = (prefix: string): OAuthClient | null => {
    const clientId = env[`${prefix}_CLIENT_ID`];
    if (!clientId) return null;
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!clientSecret) throw new Error(`${prefix}_CLIENT_SECRET must be set with ${prefix}_CLIENT_ID`);
    return { clientId, clientSecret };
  };
  const google = client('PLATON_OAUTH_GOOGLE');
  const keycloak = client('PLATON_OAUTH_KEYCLOAK');
  const oneId = client('PLATON_OAUTH_ONE_ID');
  const linkedin = client('PLATON_OAUTH_LINKEDIN');
  const ssv = client('PLATON_OAUTH_SSV');
  const required = (name: string) => {
    if (!env[name]) throw new Error(`${name} must be set with its provider's client id`);
    return url(env, name)!;
  };
  return {
    redirectUris: env.PLATON_OAUTH_REDIRECT_URIS
      ? env.PLATON_OAUTH_REDIRECT_URIS.split(',')
          .map((item) => item.trim())
          .filter(Boolean)
          .map((item, i) => checkedUrl(item, `PLATON_OAUTH_REDIRECT_URIS[${i}]`))
      : defaultRedirectUris(publicUrl),
    signup: oneOf(env, 'PLATON_OAUTH_SIGNUP', ['link', 'create', 'off'] as const, demo ? 'create' : 'link'),
    passwordPolicy: oneOf<PasswordPolicy>(env, 'PLATON_OAUTH_PASSWORD_POLICY', ['required', 'none', 'optional'], 'optional'),
    google: google && { ...google, issuer: url(env, 'PLATON_OAUTH_GOOGLE_ISSUER') ?? OAUTH_DEFAULT_ADDRESSES.google },
    keycloak: keycloak && {
      ...keycloak,
      baseUrl: required('PLATON_OAUTH_KEYCLOAK_URL'),
      realm: env.PLATON_OAUTH_KEYCLOAK_REALM || 'master',
    },
    one_id: oneId && {
      ...oneId,
      baseUrl: url(env, 'PLATON_OAUTH_ONE_ID_URL') ?? OAUTH_DEFAULT_ADDRESSES.one_id,
      scope: env.PLATON_OAUTH_ONE_ID_SCOPE || oneId.clientId,
    },
    linkedin: linkedin && { ...linkedin, issuer: url(env, 'PLATON_OAUTH_LINKEDIN_ISSUER') ?? OAUTH_DEFAULT_ADDRESSES.linkedin },
    ssv: ssv && {
      ...ssv,
      issuer: required('PLATON_OAUTH_SSV_ISSUER'),
      authorizationEndpoint: url(env, 'PLATON_OAUTH_SSV_AUTHORIZATION_ENDPOINT'),
    },
  };
}

/** The sign-in page at the public address, and its loopback twin (127.0.0.1 and localhost are one machine). */
export function defaultRedirectUris(publicUrl: string | null): string[] {
  if (!publicUrl) return [];
  const page = new URL('/auth/user', publicUrl);
  const uris = [page.href];
  if (page.hostname === '127.0.0.1' || page.hostname === 'localhost') {
    const twin = new URL(page.href);
    twin.hostname = page.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
    uris.push(twin.href);
  }
  return uris;
}

/** PLATON_PUBLIC_URL, or for a loopback server the address it listens on. */
export function publicUrlOf(env: NodeJS.ProcessEnv, host: string, port: number): string | null {
  const configured = url(env, 'PLATON_PUBLIC_URL');
  if (configured) return configured.replace(/\/+$/, '');
  return LOOPBACK.has(host) && port ? `http://${host.includes(':') ? `[${host}]` : host}:${port}` : null;
}

function url(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  return raw ? checkedUrl(raw, name) : null;
}

function checkedUrl(raw: string, name: string): string {
  const parsed = URL.canParse(raw) ? new URL(raw) : null;
  if (!parsed || (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname)))) {
    throw new Error(`${name} must be an https URL (http only on loopback), got "${raw}"`);
  }
  return parsed.href;
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, values: readonly T[], fallback: T): T {
  const raw = env[name];
  if (!raw) return fallback;
  if (!values.includes(raw as T)) throw new Error(`${name} must be one of ${values.join(', ')}, got "${raw}"`);
  return raw as T;
}

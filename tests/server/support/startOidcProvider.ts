import Fastify from 'fastify';
import { freePort } from '../../../scripts/lib/server.mjs';
import { KEYCLOAK_ROUTES } from '../../../server/oauth/demoOidcProvider';
import { mountOidcProvider, type ProviderAccount, type ProviderClient } from '../../../server/oauth/mountOidcProvider';

/** The OpenID providers of docs/behaviour.md §2 that speak OpenID Connect, each in its published shape. */
export type ProviderShape = 'google' | 'keycloak' | 'linkedin' | 'ssv';

const SHAPES: Record<
  ProviderShape,
  { path: string; routes?: Record<string, string>; auth?: ProviderClient['token_endpoint_auth_method'] }
> = {
  // https://accounts.google.com/.well-known/openid-configuration
  google: { path: '', routes: { authorization: '/o/oauth2/v2/auth', token: '/token', jwks: '/oauth2/v3/certs', userinfo: '/v1/userinfo' } },
  keycloak: { path: '/realms/test', routes: KEYCLOAK_ROUTES },
  // https://www.linkedin.com/oauth/.well-known/openid-configuration: the secret in the body
  linkedin: {
    path: '/oauth',
    routes: { authorization: '/v2/authorization', token: '/v2/accessToken', jwks: '/openid/jwks', userinfo: '/v2/userinfo' },
    auth: 'client_secret_post',
  },
  ssv: { path: '/ssv' },
};

export const TEST_ACCOUNTS: ProviderAccount[] = [
  {
    username: 'jasur',
    password: 'jasur123',
    sub: 'sub-jasur',
    email: 'director@demo.platon.uz',
    email_verified: true,
    name: 'Жасур Раҳимов',
  },
  {
    username: 'malika',
    password: 'malika123',
    sub: 'sub-malika',
    email: 'malika@example.uz',
    email_verified: true,
    name: 'Малика Юсупова',
  },
  {
    username: 'unverified',
    password: 'unverified1',
    sub: 'sub-unverified',
    email: 'director@demo.platon.uz',
    email_verified: false,
    name: 'Someone',
  },
];

export interface RunningProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * oidc-provider (OpenID-certified) on a free loopback port in a provider's shape (issuer path, endpoint paths,
 * client authentication), with one client for the given redirect addresses and the TEST_ACCOUNTS.
 */
export async function startOidcProvider(
  shape: ProviderShape,
  redirectUris: string[],
  clientId = `platon-${shape}`,
): Promise<RunningProvider> {
  const { path, routes, auth } = SHAPES[shape];
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}${path}`;
  const clientSecret = `secret-of-${clientId}-0123456789abcdef`;
  const app = Fastify();
  await mountOidcProvider(app, {
    issuer,
    routes,
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: auth ?? 'client_secret_basic',
      },
    ],
    accounts: TEST_ACCOUNTS,
    cookieKeys: ['test-cookie-key-0123456789'],
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { issuer, clientId, clientSecret, close: () => app.close() };
}

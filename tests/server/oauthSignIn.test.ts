import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OAuthProvider } from '../../src/core/api/signInContract';
import type { OAuthConfig } from '../../server/oauth/OAuthConfig';
import { login } from './login';
import { signInAtProvider } from './support/signInAtProvider';
import { startOidcProvider, type RunningProvider } from './support/startOidcProvider';
import { startOneIdEmulator } from './support/startOneIdEmulator';
import { createTestApp, type TestApp } from './testApp';

const BACK = 'http://127.0.0.1:5555/auth/user';
const EXPIRED = 'Сўров муддати ўтган ёки у ишлатилган. Қайта уриниб кўринг';
const providers: Partial<Record<OAuthProvider, RunningProvider>> = {};
let oneId: { url: string; close(): Promise<void> };
const ONE_ID = { clientId: 'platon-oneid', clientSecret: 'oneid-secret-0123456789', redirectUris: [BACK] };

const providerWarnings: unknown[][] = [];
beforeAll(async () => {
  // The local providers keep their state in a store of ours, on purpose: a start says nothing about it.
  const warn = vi.spyOn(console, 'warn').mockImplementation((...args) => void providerWarnings.push(args));
  for (const shape of ['google', 'keycloak', 'linkedin', 'ssv'] as const) providers[shape] = await startOidcProvider(shape, [BACK]);
  warn.mockRestore();
  oneId = await startOneIdEmulator(ONE_ID, [
    {
      username: 'jasur',
      password: 'jasur123',
      sub: 'x',
      email: 'jasur@oneid.uz',
      email_verified: false,
      name: 'Жасур Раҳимов',
      pin: '30505851234567',
    },
    {
      username: 'nodira',
      password: 'nodira123',
      sub: 'y',
      email: 'nodira@oneid.uz',
      email_verified: false,
      name: 'Нодира Азимова',
      pin: '11122233344455',
    },
  ]);
});
afterAll(async () => {
  await Promise.all(Object.values(providers).map((p) => p.close()));
  await oneId?.close();
});

let t: TestApp;
afterEach(async () => t?.close());

function config(overrides: Partial<OAuthConfig> = {}): OAuthConfig {
  const client = (p: RunningProvider) => ({ clientId: p.clientId, clientSecret: p.clientSecret });
  return {
    redirectUris: [BACK],
    signup: 'create',
    passwordPolicy: 'optional',
    google: { ...client(providers.google!), issuer: providers.google!.issuer },
    keycloak: { ...client(providers.keycloak!), baseUrl: providers.keycloak!.issuer.replace(/\/realms\/test$/, ''), realm: 'test' },
    one_id: { clientId: ONE_ID.clientId, clientSecret: ONE_ID.clientSecret, baseUrl: oneId.url, scope: 'platon' },
    linkedin: { ...client(providers.linkedin!), issuer: providers.linkedin!.issuer },
    ssv: { ...client(providers.ssv!), issuer: providers.ssv!.issuer, authorizationEndpoint: null },
    ...overrides,
  };
}

const authorize = (method: string, redirectUri = BACK) =>
  t.app.inject({ method: 'GET', url: `/api/auth/oauth2-authorize?method=${method}&redirect_uri=${encodeURIComponent(redirectUri)}` });
const validate = (method: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/auth/oauth2-validate?method=${method}`, payload });
const signIn = (method: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/auth/oauth2?method=${method}`, payload });

/** The browser's part: to the provider, sign in there, and back with the code. */
async function returnFrom(method: OAuthProvider, username: string, password: string) {
  const started = await authorize(method);
  expect(started.statusCode, started.body).toBe(200);
  const { url, state } = started.json().data;
  const back = await signInAtProvider(url, username, password, BACK);
  expect(back.searchParams.get('state')).toBe(state);
  return {
    code: back.searchParams.get('code')!,
    state,
    redirect_uri: BACK,
    ...(back.searchParams.get('iss') ? { iss: back.searchParams.get('iss')! } : {}),
  };
}

describe('social and single sign-on, each provider against a local provider in its shape', () => {
  for (const method of ['google', 'keycloak', 'linkedin', 'ssv', 'one_id'] as const) {
    it(`${method}: to the provider and back, a grant of ours, then the linked account signs in`, async () => {
      t = await createTestApp({ oauth: config() });
      const info = (await t.app.inject({ method: 'GET', url: '/api/info' })).json().data.oauth2;
      expect(Object.keys(info)).toEqual(expect.arrayContaining(['keycloak', 'one_id', 'linkedin', 'ssv', 'google_client_id']));
      expect(JSON.stringify(info)).not.toContain('secret');

      const returned = await returnFrom(method, 'jasur', 'jasur123');
      const validated = await validate(
        method,
        method === 'keycloak' ? { ...returned, client_id: providers.keycloak!.clientId, grant_type: 'authorization_code' } : returned,
      );
      expect(validated.statusCode, validated.body).toBe(200);
      const grant = validated.json().data;
      expect(grant).toEqual({ access_token: expect.any(String), has_profile: true, has_password: true, password_policy: 'optional' });
      const signedIn = await signIn(method, { accessToken: grant.access_token });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().data).toMatchObject({ token: expect.any(String), user: { username: 'director' } });
      const identity = await t.db.selectFrom('user_identities').selectAll().executeTakeFirstOrThrow();
      expect(identity).toMatchObject({ provider: method });
      const log = await t.db.selectFrom('user_logs').select('details').where('action_type', '=', 'loggedIn').executeTakeFirstOrThrow();
      expect(log.details).toMatchObject({ method: `oauth2:${method}` });
    });
  }

  it('starts the local providers without a warning (their state is meant to end with the process)', () => {
    expect(providerWarnings).toEqual([]);
  });

  it('the authorization address carries state, nonce and PKCE S256 (none for LinkedIn, whose web flow takes none)', async () => {
    t = await createTestApp({ oauth: config() });
    const keycloak = new URL((await authorize('keycloak')).json().data.url);
    expect(keycloak.pathname).toBe('/realms/test/protocol/openid-connect/auth');
    expect(Object.fromEntries(keycloak.searchParams)).toMatchObject({
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: BACK,
      nonce: expect.any(String),
      state: expect.any(String),
    });
    const linkedin = new URL((await authorize('linkedin')).json().data.url);
    expect(linkedin.searchParams.has('code_challenge')).toBe(false);
    const oneIdUrl = new URL((await authorize('one_id')).json().data.url);
    expect(oneIdUrl.pathname).toBe('/sso/oauth/Authorization.do');
    expect(oneIdUrl.searchParams.get('response_type')).toBe('one_code');
  });

  it('refuses a redirect address off the allow-list, an unconfigured provider and an unknown one', async () => {
    t = await createTestApp({ oauth: config({ google: null }) });
    expect((await authorize('keycloak', 'https://evil.example/auth/user')).json()).toMatchObject({
      statusCode: 400,
      message: 'Қайтиш манзили рухсат этилмаган',
    });
    expect((await authorize('keycloak', `${BACK}?x=1`)).statusCode).toBe(400);
    expect((await authorize('google')).statusCode).toBe(404);
    expect((await authorize('facebook')).statusCode).toBe(400);
    const info = (await t.app.inject({ method: 'GET', url: '/api/info' })).json().data.oauth2;
    expect(info.google_client_id).toBeUndefined();
  });

  it('spends a state once, for its own provider only, and refuses a code from another provider or with another nonce', async () => {
    t = await createTestApp({ oauth: config() });
    const returned = await returnFrom('keycloak', 'jasur', 'jasur123');
    expect((await validate('ssv', returned)).json()).toMatchObject({ statusCode: 400, message: EXPIRED });
    expect((await validate('keycloak', { ...returned, redirect_uri: 'http://127.0.0.1:5555/other' })).statusCode).toBe(400);
    expect((await validate('keycloak', { ...returned, state: 'never-issued' })).statusCode).toBe(400);

    // A code the ssv provider issued, presented with a keycloak state: the keycloak provider refuses it.
    const foreign = await returnFrom('ssv', 'jasur', 'jasur123');
    const started = (await authorize('keycloak')).json().data;
    const refused = await validate('keycloak', { code: foreign.code, state: started.state, redirect_uri: BACK });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Провайдер орқали киришни тасдиқлаб бўлмади');

    // The person signs in at the provider with a nonce of their own choosing: the ID token does not carry ours.
    const first = (await authorize('keycloak')).json().data;
    const tampered = new URL(first.url);
    tampered.searchParams.set('nonce', 'attacker-nonce');
    const back = await signInAtProvider(tampered.href, 'jasur', 'jasur123', BACK);
    const wrongNonce = await validate('keycloak', {
      code: back.searchParams.get('code'),
      state: first.state,
      redirect_uri: BACK,
      iss: back.searchParams.get('iss') ?? undefined,
    });
    expect(wrongNonce.statusCode).toBe(401);

    expect((await validate('keycloak', { ...returned, code: 'x' })).statusCode).toBe(400); // its state was spent above
    const audit = await t.db.selectFrom('user_logs').select('details').where('action_type', '=', 'loginFailed').execute();
    expect(audit.length).toBeGreaterThanOrEqual(4);
  });

  it('lets exactly one of ten sign-ins with one grant through, and refuses an expired grant', async () => {
    t = await createTestApp({ oauth: config() });
    const { access_token } = (await validate('google', await returnFrom('google', 'jasur', 'jasur123'))).json().data;
    const answers = await Promise.all(Array.from({ length: 10 }, () => signIn('google', { accessToken: access_token })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(401)]);

    const again = (await validate('google', await returnFrom('google', 'jasur', 'jasur123'))).json().data;
    await t.db
      .updateTable('oauth_grants')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('used_at', 'is', null)
      .execute();
    expect((await signIn('google', { accessToken: again.access_token })).json()).toMatchObject({ statusCode: 401, message: EXPIRED });
    expect((await signIn('keycloak', { accessToken: again.access_token })).statusCode).toBe(401);
  });

  it('refuses an account whose sign-in methods leave out providers, at the exchange and at the sign-in, with its message', async () => {
    t = await createTestApp({ oauth: config() });
    const METHOD_REFUSED = 'Бу ҳисобга ташқи провайдер орқали кириш рухсат этилмаган';
    // Allowed at the exchange, closed before the grant is spent: the sign-in itself refuses too.
    const { access_token } = (await validate('google', await returnFrom('google', 'jasur', 'jasur123'))).json().data;
    await t.db
      .updateTable('users')
      .set({ sign_in_methods: JSON.stringify(['password']) })
      .where('username', '=', 'director')
      .execute();
    const refused = await signIn('google', { accessToken: access_token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: METHOD_REFUSED });
    const exchanged = await validate('google', await returnFrom('google', 'jasur', 'jasur123'));
    expect(exchanged.statusCode).toBe(403);
    expect(exchanged.json()).toMatchObject({ message: METHOD_REFUSED });
    expect(await t.db.selectFrom('auth_sessions').select('id').execute()).toEqual([]);
    const reasons = await t.db.selectFrom('user_logs').select('details').where('action_type', '=', 'loginFailed').execute();
    expect(reasons.map((row) => (row.details as { reason: string }).reason)).toEqual(['method', 'method']);
  });

  it('creates a new account, asking for a password by the policy: required, optional or none', async () => {
    t = await createTestApp({ oauth: config({ passwordPolicy: 'required' }) });
    const first = (await validate('keycloak', await returnFrom('keycloak', 'malika', 'malika123'))).json().data;
    expect(first).toMatchObject({ has_profile: false, has_password: false, password_policy: 'required' });
    expect((await signIn('keycloak', { accessToken: first.access_token })).json()).toMatchObject({
      statusCode: 400,
      message: 'Паролни киритинг',
    });
    expect((await signIn('keycloak', { accessToken: first.access_token, password: '12345' })).json()).toMatchObject({
      message: 'Парол 6та дан кам бўлмаслиги керак',
    });
    // Refusals looked before spending: the grant still signs in.
    const created = await signIn('keycloak', { accessToken: first.access_token, password: 'Malika-2026' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.user).toMatchObject({ username: 'malika', fullName: 'Малика Юсупова' });
    expect((await login(t.app, 'malika', 'Malika-2026')).user.username).toBe('malika');
    // Next time the identity is linked and has a password.
    expect((await validate('keycloak', await returnFrom('keycloak', 'malika', 'malika123'))).json().data).toMatchObject({
      has_profile: true,
      has_password: true,
    });
    await t.close();

    t = await createTestApp({ oauth: config({ passwordPolicy: 'none' }) });
    const none = (await validate('keycloak', await returnFrom('keycloak', 'malika', 'malika123'))).json().data;
    const withoutPassword = await signIn('keycloak', { accessToken: none.access_token, password: 'ignored-1' });
    expect(withoutPassword.statusCode).toBe(200);
    const row = await t.db.selectFrom('users').select('password_hash').where('username', '=', 'malika').executeTakeFirstOrThrow();
    expect(row.password_hash).toBe('');
  });

  it('links by verified e-mail only, and creates nothing when signup is link or off', async () => {
    t = await createTestApp({ oauth: config({ signup: 'link' }) });
    expect((await validate('keycloak', await returnFrom('keycloak', 'malika', 'malika123'))).json()).toMatchObject({
      statusCode: 403,
      message: 'Бу ҳисоб билан боғланган фойдаланувчи топилмади',
    });
    // Same address as director's, but the provider does not vouch for it.
    expect((await validate('keycloak', await returnFrom('keycloak', 'unverified', 'unverified1'))).statusCode).toBe(403);
    expect((await validate('keycloak', await returnFrom('keycloak', 'jasur', 'jasur123'))).statusCode).toBe(200);
    await t.close();

    t = await createTestApp({ oauth: config({ signup: 'off' }) });
    expect((await validate('keycloak', await returnFrom('keycloak', 'jasur', 'jasur123'))).statusCode).toBe(403);
  });

  it("gives the local provider's own error page a strict content security policy (issue 39)", async () => {
    const issuer = providers.keycloak!.issuer;
    const error = await fetch(`${issuer}/protocol/openid-connect/auth?client_id=nobody&response_type=code&scope=openid`);
    expect(error.status).toBe(400);
    expect(error.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = error.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    // Its one style block is the one the policy's hash allows.
    expect(await error.text()).toContain('Sign-in error');
  });

  it('answers odd input with 4xx, never 5xx', async () => {
    t = await createTestApp({ oauth: config() });
    const odd = [
      validate('keycloak', {}),
      validate('keycloak', { code: 'x', state: 'y' }),
      validate('keycloak', { code: 'x'.repeat(5000), state: 'y', redirect_uri: BACK }),
      validate('keycloak', { code: 'x', state: 'y', redirect_uri: BACK, grant_type: 'password' }),
      validate('keycloak', { code: 'x', state: 'y', redirect_uri: BACK, client_id: 'someone-else' }),
      signIn('keycloak', {}),
      signIn('keycloak', { accessToken: '' }),
      signIn('keycloak', { accessToken: 'x'.repeat(300) }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/oauth2?method=keycloak',
        payload: 'not json',
        headers: { 'content-type': 'application/json' },
      }),
      t.app.inject({ method: 'GET', url: '/api/auth/oauth2-authorize?method=keycloak' }),
    ];
    for (const response of await Promise.all(odd)) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    await t.close();
    t = await createTestApp();
    expect((await authorize('keycloak')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/info' })).json().data.oauth2).toEqual({});
  });
});

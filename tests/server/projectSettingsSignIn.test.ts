import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/buildApp';
import type { OAuthConfig } from '../../server/oauth/OAuthConfig';
import { multipart, PDF, PNG, uploadParts } from './filesFixture';
import { login } from './login';
import { fixtureUserToken } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';
import { testHasher } from './testDatabase';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const info = async (app: FastifyInstance) => (await app.inject({ url: '/api/info' })).json().data;
const LOCK_OUT = 'Бу ўзгаришдан сўнг бирорта фаол администратор тизимга кира олмайди';
const SECRET = 'very-secret-client-secret-0123456789';

/** Google configured by the environment, as a production that set PLATON_OAUTH_GOOGLE_* has it. */
const ENV_OAUTH: OAuthConfig = {
  redirectUris: ['http://127.0.0.1:5555/auth/user'],
  signup: 'link',
  passwordPolicy: 'optional',
  google: { clientId: 'env-google-client', clientSecret: 'env-google-secret', issuer: 'https://accounts.example.test' },
  keycloak: null,
  one_id: null,
  linkedin: null,
  ssv: null,
};

async function readSettings(app: FastifyInstance, token: string) {
  const response = await app.inject({ url: '/api/forms/project_settings/records/1', headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, ...(response.json().data as { version: number; values: Record<string, unknown> }) };
}

async function save(app: FastifyInstance, token: string, values: Record<string, unknown>) {
  const { version } = await readSettings(app, token);
  return app.inject({ method: 'PUT', url: '/api/forms/project_settings/records/1', headers: auth(token), payload: { values, version } });
}

const passwordLogin = (app: FastifyInstance, username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

describe('sign-in methods in the project settings (issue 41)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ demo: false, oauth: ENV_OAUTH });
    admin = await fixtureUserToken(t.app, t.db, ['platon.admin']);
  });
  afterAll(async () => t?.close());

  it('keeps the environment’s provider as the default, and offers every method on a fresh database', async () => {
    expect(await info(t.app)).toMatchObject({ passwordSignIn: true, eimzo: false, oauth2: { google_client_id: 'env-google-client' } });
  });

  it('stores an OAuth client secret sealed, never sends it back, and clears it when “secret stored” is unticked', async () => {
    const saved = await save(t.app, admin, { google_client_id: 'db-google-client', google_client_secret: SECRET });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(SECRET);

    const read = await readSettings(t.app, admin);
    expect(read.values).toMatchObject({ google_client_id: 'db-google-client', google_client_secret: null, google_secret_set: true });
    expect(read.body).not.toContain(SECRET);
    expect(read.body).not.toContain('enc:v1:');

    const row = await t.db.selectFrom('project_profile').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(row.google_client_secret).toMatch(/^enc:v1:/);
    expect(JSON.stringify(row)).not.toContain(SECRET);
    const audit = await t.db.selectFrom('user_logs').select('details').where('action_type', '=', 'formUpdate').execute();
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    expect(JSON.stringify(audit)).not.toContain(row.google_client_secret!);

    const body = (await t.app.inject({ url: '/api/info' })).body;
    expect(body).not.toContain(SECRET);
    expect(JSON.parse(body).data.oauth2).toMatchObject({ google_client_id: 'db-google-client' });

    // A plain value can never be stored, whoever writes the row.
    await expect(t.db.updateTable('project_profile').set({ google_client_secret: SECRET }).execute()).rejects.toThrow();

    // Saving other fields keeps the secret; unticking "secret stored" clears it, and the environment's is used again.
    expect((await save(t.app, admin, { support_phone: '+998 71 000 00 00' })).statusCode).toBe(200);
    expect((await readSettings(t.app, admin)).values.google_secret_set).toBe(true);
    expect((await save(t.app, admin, { google_secret_set: false, google_client_id: '' })).statusCode).toBe(200);
    const cleared = await t.db.selectFrom('project_profile').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(cleared).toMatchObject({ google_client_secret: null, google_secret_set: false });
    expect((await info(t.app)).oauth2).toMatchObject({ google_client_id: 'env-google-client' });
  });

  it('refuses a provider switched off, on every instance at its next request', async () => {
    const second = await buildApp({
      db: t.db.withoutPlugins(),
      secrets: { jwtSecret: randomBytes(32) },
      hasher: testHasher,
      staticRoot: null,
      uploadsDir: t.uploadsDir,
      oauth: ENV_OAUTH,
    });
    const authorize = (app: FastifyInstance) =>
      app.inject({ url: '/api/auth/oauth2-authorize?method=google&redirect_uri=http%3A%2F%2F127.0.0.1%3A5555%2Fauth%2Fuser' });
    try {
      // On: it gets past the switch (the test's issuer is unreachable, so the provider is "down").
      expect((await authorize(second)).statusCode).toBe(503);
      expect((await save(t.app, admin, { google_sign_in: false })).statusCode).toBe(200);
      expect((await authorize(second)).statusCode).toBe(404);
      expect((await info(second)).oauth2).toEqual({});
    } finally {
      await second.close();
      expect((await save(t.app, admin, { google_sign_in: true })).statusCode).toBe(200);
    }
  });

  it('refuses a change that leaves no active administrator a way in, and writes nothing', async () => {
    const before = await readSettings(t.app, admin);
    for (const values of [{ password_sign_in: false }, { admin_otp_required: true }]) {
      const response = await save(t.app, admin, values);
      expect(response.statusCode, JSON.stringify(values)).toBe(422);
      expect(Object.values(response.json().errors)).toEqual([{ message: LOCK_OUT }]);
    }
    expect((await readSettings(t.app, admin)).values).toEqual(before.values);
    expect((await info(t.app)).passwordSignIn).toBe(true);
  });

  it('switches password sign-in off when an administrator has another way in; the server refuses passwords then', async () => {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`permissions @> '["platon.admin"]'::jsonb`)
      .executeTakeFirstOrThrow();
    await t.db.insertInto('user_identities').values({ user_id: user.id, provider: 'google', subject: 'g-1', email: null }).execute();
    expect((await save(t.app, admin, { password_sign_in: false })).statusCode).toBe(200);
    expect((await info(t.app)).passwordSignIn).toBe(false);
    const refused = await passwordLogin(t.app, 'nobody', 'whatever');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'Sign-in method off', message: 'Логин ва парол билан кириш ўчирилган' });
    // Switching the last way in off too is refused.
    const last = await save(t.app, admin, { google_sign_in: false });
    expect(last.statusCode).toBe(422);
    expect(last.json().errors).toEqual({ google_sign_in: { message: LOCK_OUT } });
    expect((await save(t.app, admin, { password_sign_in: true })).statusCode).toBe(200);
    await t.db.deleteFrom('user_identities').execute();
  });

  it('lets an administrator in by password only with the one-time code the project requires', async () => {
    const other = await fixtureUserToken(t.app, t.db, ['platon.admin']);
    const { values } = await readSettings(t.app, other);
    // One administrator gets a one-time code, so requiring it leaves a way in.
    const withCode = await t.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where(sql<boolean>`permissions @> '["platon.admin"]'::jsonb`)
      .orderBy('id')
      .execute();
    await t.db.updateTable('users').set({ otp_secret: 'enc:v1:placeholder' }).where('id', '=', withCode[0]!.id).execute();
    expect(values.admin_otp_required).toBe(false);
    expect((await save(t.app, other, { admin_otp_required: true })).statusCode).toBe(200);
    const refused = await passwordLogin(t.app, withCode[1]!.username, 'secret123');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'Administrator one-time code missing' });
    // Someone who is not an administrator is not asked for one.
    await fixtureUserToken(t.app, t.db, []);
    expect((await save(t.app, other, { admin_otp_required: false })).statusCode).toBe(200);
    await login(t.app, withCode[1]!.username, 'secret123');
  });

  it('sets the default theme and the themes users may pick; refuses an unknown theme and a default users could not pick', async () => {
    expect(await info(t.app)).toMatchObject({ defaultTheme: 'default', defaultThemeColor: 'default', disabledThemeColors: [] });
    const before = await readSettings(t.app, admin);
    for (const [values, errors] of [
      [{ allowed_themes: ['oceanic.blue', 'nope.nope'] }, { allowed_themes: { message: 'Бундай мавзу йўқ' } }],
      [{ default_theme: 'nope.nope' }, { default_theme: { message: 'Бундай мавзу йўқ' } }],
      [
        { default_theme: 'precious.silver', allowed_themes: ['oceanic.blue'] },
        { default_theme: { message: 'Асосий мавзу рухсат этилган мавзулардан бири бўлиши керак' } },
      ],
    ] as const) {
      const response = await save(t.app, admin, values);
      expect(response.statusCode, JSON.stringify(values)).toBe(422);
      expect(response.json().errors, JSON.stringify(values)).toMatchObject(errors);
    }
    expect((await readSettings(t.app, admin)).values).toEqual(before.values);

    const saved = await save(t.app, admin, { default_theme: 'oceanic.blue', allowed_themes: ['oceanic.blue', 'precious.gold'] });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await info(t.app);
    expect(shown).toMatchObject({ defaultTheme: 'oceanic', defaultThemeColor: 'blue' });
    expect(shown.disabledThemeColors).toContain('default.default');
    expect(shown.disabledThemeColors).not.toContain('precious.gold');
    expect(shown.disabledThemeColors).toHaveLength(10);
    expect((await save(t.app, admin, { default_theme: null, allowed_themes: [] })).statusCode).toBe(200);
    expect(await info(t.app)).toMatchObject({ defaultTheme: 'default', disabledThemeColors: [] });
  });

  it('serves the uploaded logo in /api/info to anyone, signed in or not; only images are taken', async () => {
    expect((await info(t.app)).logoUrl).toBeNull();
    const element = await t.db
      .selectFrom('form_elements')
      .innerJoin('forms', 'forms.id', 'form_elements.form_id')
      .select('form_elements.id')
      .where('forms.name', '=', 'project_settings')
      .where('form_elements.data_field', '=', 'logo')
      .executeTakeFirstOrThrow();
    const upload = (filename: string, content: Buffer) => {
      const { payload, headers } = multipart(uploadParts({ elementId: element.id, form: 'project_settings' }, { filename, content }));
      return t.app.inject({ method: 'POST', url: '/api/files/upload/form', payload, headers: { ...headers, ...auth(admin) } });
    };
    expect((await upload('logo.pdf', PDF)).statusCode).toBeGreaterThanOrEqual(400);
    const uploaded = await upload('logo.png', PNG);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json().data;
    expect((await save(t.app, admin, { logo: [file] })).statusCode).toBe(200);
    const { logoUrl } = await info(t.app);
    expect(logoUrl).toMatch(/^uploads\/images\//);
    const served = await t.app.inject({ url: `/api/${logoUrl}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/png/);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await save(t.app, admin, { logo: [] })).statusCode).toBe(200);
    expect((await info(t.app)).logoUrl).toBeNull();
  });

  it('refuses a client for keycloak without its address in the environment', async () => {
    const response = await save(t.app, admin, { keycloak_client_id: 'platon' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ keycloak_client_id: { message: 'Бу провайдернинг манзили сервер муҳитида берилмаган' } });
  });
});

describe('token and session lifetimes in the project settings (issue 41)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, sessionCookie: true, accessTtlSeconds: 300, refreshTtlSeconds: 3600 });
    admin = await fixtureUserToken(t.app, t.db, ['platon.admin']);
  });
  afterAll(async () => t?.close());

  /** The lifetime of an access token, from its own claims. */
  const lifetime = (token: string) => {
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
    return claims.exp - claims.iat;
  };
  const maxAge = (response: { headers: Record<string, unknown> }) =>
    /Max-Age=(\d+)/.exec(([] as string[]).concat((response.headers['set-cookie'] as string[] | string | undefined) ?? []).join(';'))?.[1];

  it('signs access tokens and sets the refresh cookie for the lifetimes set there, at sign-in and at every refresh', async () => {
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'device-id': 'd-1' },
        payload: { username: 'keeper', password: 'secret123' },
      });
    await fixtureUserToken(t.app, t.db, []);
    const user = await t.db.selectFrom('users').select('username').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ username: 'keeper' }).where('username', '=', user.username).execute();

    const before = await signIn();
    expect(lifetime(before.json().data.token)).toBe(300);
    expect(maxAge(before)).toBe('3600');

    expect((await save(t.app, admin, { access_token_minutes: 15, session_days: 2 })).statusCode).toBe(200);
    const after = await signIn();
    expect(lifetime(after.json().data.token)).toBe(900);
    expect(maxAge(after)).toBe(String(2 * 86_400));
    const cookie = /platon_refresh=([^;]+)/.exec(String(after.headers['set-cookie']))![1];
    const refreshed = await t.app.inject({
      url: '/api/auth/refresh/token',
      headers: { 'device-id': 'd-1', cookie: `platon_refresh=${cookie}` },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(lifetime(refreshed.json().data.access_token)).toBe(900);
    expect(maxAge(refreshed)).toBe(String(2 * 86_400));
  });

  it('keeps the access-token lifetime between 1 and 1440 minutes; empty is the server’s', async () => {
    for (const [value, message] of [
      [0, 'Қиймат {0} дан катта ёки тенг бўлиши керак'],
      [1441, 'Қиймат {0} дан кичик ёки тенг бўлиши керак'],
    ] as const) {
      const response = await save(t.app, admin, { access_token_minutes: value });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toMatchObject({ access_token_minutes: { message } });
    }
    expect((await save(t.app, admin, { access_token_minutes: null })).statusCode).toBe(200);
    const row = await t.db.selectFrom('project_profile').select('access_token_minutes').executeTakeFirstOrThrow();
    expect(row.access_token_minutes).toBeNull();
  });
});

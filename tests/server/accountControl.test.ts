import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_REQUIRED } from '../../src/core/api/contract';
import { buildApp } from '../../server/buildApp';
import type { DatabaseSchema } from '../../server/db/DatabaseSchema';
import { login } from './login';
import { createTestDatabase, testHasher, type TestDatabase } from './testDatabase';

/**
 * The account actions of the users screens (docs/users-and-roles.md): an administrator unlocks a throttled
 * account, resets or requires its one-time code and ends its sessions, on a second instance too; everyone
 * else is refused; a user lists and ends their own sessions.
 */
let database: TestDatabase;
let uploadsDir: string;
let app: FastifyInstance;
let second: FastifyInstance;
let db: Kysely<DatabaseSchema>;
let admin: string;
let userId: number;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, on = app) =>
  on.inject({ method, url: `/api${url}`, headers: { ...bearer(token), 'user-agent': 'Mozilla/5.0 Test' }, ...(payload && { payload }) });
const signIn = (username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux) Chromium' },
    payload: { username, password },
  });
/** A call that reads a session remembered for a while (table pages): what a revocation must reach. */
const tablePage = (on: FastifyInstance, token: string) =>
  on.inject({ method: 'GET', url: '/api/tables/appeals/data?page=1', headers: bearer(token) });

/** Polls until `on` refuses the token: the second instance hears of an ending from the database within moments. */
async function refusedSoon(on: FastifyInstance, token: string): Promise<number> {
  const deadline = Date.now() + 3000;
  let status = (await tablePage(on, token)).statusCode;
  while (status !== 401 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    status = (await tablePage(on, token)).statusCode;
  }
  return status;
}

const instance = (secret: Buffer, activeUserTtlMs?: number) =>
  buildApp({
    db: database.db,
    secrets: { jwtSecret: secret },
    hasher: testHasher,
    staticRoot: null,
    version: '0.0.0-test',
    demo: true,
    uploadsDir,
    activeUserTtlMs,
  });

beforeAll(async () => {
  database = await createTestDatabase('demo');
  db = database.db;
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'platon-uploads-'));
  const secret = randomBytes(32);
  app = await instance(secret);
  // A second instance on the same database, remembering a checked session for a minute.
  second = await instance(secret, 60_000);
  admin = (await login(app, 'admin', 'admin123')).token;
  userId = (await db.selectFrom('users').select('id').where('username', '=', 'user').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await second?.close();
  await app?.close();
  await database?.drop();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

describe('who may act on an account', () => {
  it('refuses everyone but an administrator with 403, and writes nothing', async () => {
    const { token } = await login(app, 'director', 'director123');
    const attempts = [
      call('GET', `/users/${userId}/account`, token),
      call('POST', `/users/${userId}/account/unlock`, token),
      call('POST', `/users/${userId}/account/otp/reset`, token),
      call('PUT', `/users/${userId}/account/otp/required`, token, { required: true }),
      call('DELETE', `/users/${userId}/account/sessions`, token),
      call('DELETE', `/users/${userId}/account/sessions/whatever`, token),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json().message).toBe('Бу саҳифа кўришга рўхсат берилмаган');
    }
    const row = await db.selectFrom('users').select(['otp_required']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row.otp_required).toBe(false);
    expect((await call('GET', `/users/${userId}/account`, 'not-a-token')).statusCode).toBe(401);
  });

  it('answers an unknown user with 404 and wrong types with 400, never 5xx', async () => {
    const unknown = await call('POST', '/users/999999/account/unlock', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Фойдаланувчи топилмади');
    const english = await app.inject({
      method: 'GET',
      url: '/api/users/999999/account',
      headers: { ...bearer(admin), 'accept-language': 'en' },
    });
    expect(english.json().message).toBe('User not found');
    for (const answer of [
      await call('GET', '/users/abc/account', admin),
      await call('GET', '/users/0/account', admin),
      await call('GET', '/users/99999999999/account', admin),
      await call('PUT', `/users/${userId}/account/otp/required`, admin, { required: 'maybe' }),
      await call('PUT', `/users/${userId}/account/otp/required`, admin, {}),
      await call('DELETE', `/users/${userId}/account/sessions/${'x'.repeat(100)}`, admin),
    ]) {
      expect(answer.statusCode, answer.body).toBe(400);
    }
    const noSession = await call('DELETE', `/users/${userId}/account/sessions/no-such-session`, admin);
    expect(noSession.statusCode).toBe(404);
    expect(noSession.json().message).toBe('Сеанс топилмади ёки аллақачон тугаган');
  });
});

describe('unlock', () => {
  it('shows a throttled account as locked, and after an unlock the user signs in at once; audited', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('user', 'wrong-password')).statusCode).toBe(401);
    expect((await signIn('user', 'user123')).statusCode).toBe(429);
    const state = (await call('GET', `/users/${userId}/account`, admin)).json().data;
    expect(state).toMatchObject({ userId, username: 'user', lockedUntil: expect.any(String) });
    expect(Date.parse(state.lockedUntil)).toBeGreaterThan(Date.now());

    const unlocked = await call('POST', `/users/${userId}/account/unlock`, admin);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toMatchObject({
      data: { lockedUntil: null },
      message: 'Ҳисоб қулфдан чиқарилди: фойдаланувчи ҳозироқ кира олади',
    });
    expect((await signIn('user', 'user123')).statusCode).toBe(200);
    const audit = await db
      .selectFrom('user_logs')
      .select(['username', 'details'])
      .where('action_type', '=', 'accountUnlocked')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ username: 'admin', details: { userId, username: 'user' } });
  });
});

describe('the one-time code', () => {
  it('reset: the code is gone, and the next sign-in must set up a new one before anything else', async () => {
    const otpUser = await db.selectFrom('users').select(['id', 'otp_secret']).where('username', '=', 'otp').executeTakeFirstOrThrow();
    expect(otpUser.otp_secret).not.toBeNull();
    const asked = await signIn('otp', 'otp12345');
    expect(asked.json()).toEqual({ statusCode: 200, error: OTP_REQUIRED });

    const reset = await call('POST', `/users/${otpUser.id}/account/otp/reset`, admin);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data).toMatchObject({ hasOtpSecret: false, otpRequired: true });
    const signedIn = await signIn('otp', 'otp12345');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token, user } = signedIn.json().data;
    expect(user).toMatchObject({ hasOtpSecret: false, otpSetupRequired: true });
    const menus = await app.inject({ method: 'GET', url: '/api/menus', headers: bearer(token) });
    expect(menus.statusCode).toBe(403);
    expect(menus.json()).toMatchObject({ error: 'OTP_SETUP_REQUIRED', message: 'Давом этиш учун бир марталик кодни ёқинг' });
    // The set-up itself stays open.
    expect((await app.inject({ method: 'GET', url: '/api/auth/enable-otp', headers: bearer(token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user-info', headers: bearer(token) })).statusCode).toBe(200);
    expect(await db.selectFrom('user_logs').select('action_type').where('action_type', '=', 'otpReset').execute()).toHaveLength(1);
  });

  it('require: a user without a code must set one up; optional again, they need not', async () => {
    const required = await call('PUT', `/users/${userId}/account/otp/required`, admin, { required: true });
    expect(required.statusCode, required.body).toBe(200);
    expect(required.json()).toMatchObject({ data: { otpRequired: true }, message: 'Бир марталик код энди мажбурий' });
    const { token, user } = (await signIn('user', 'user123')).json().data;
    expect(user.otpSetupRequired).toBe(true);
    expect((await tablePage(app, token)).statusCode).toBe(403);

    const optional = await call('PUT', `/users/${userId}/account/otp/required`, admin, { required: false });
    expect(optional.json()).toMatchObject({ data: { otpRequired: false }, message: 'Бир марталик код энди ихтиёрий' });
    // The same session goes on at once: the requirement was read again.
    expect((await tablePage(app, token)).statusCode).toBe(200);
    const audit = await db.selectFrom('user_logs').select('details').where('action_type', '=', 'otpRequirementChanged').execute();
    expect(audit.map((row) => (row.details as { required: boolean }).required)).toEqual([true, false]);
  });
});

describe('a required code on the profile page', () => {
  it('cannot be turned off by the user while an administrator requires it', async () => {
    const { token } = await login(app, 'director', 'director123');
    await db.updateTable('users').set({ otp_secret: 'JBSWY3DPEHPK3PXP', otp_required: true }).where('username', '=', 'director').execute();
    const refused = await app.inject({ method: 'POST', url: '/api/auth/disable-otp?otp=123456', headers: bearer(token) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'OTP_REQUIRED_BY_ADMIN', message: 'Администратор бир марталик кодни мажбурий қилган' });
    const row = await db.selectFrom('users').select('otp_secret').where('username', '=', 'director').executeTakeFirstOrThrow();
    expect(row.otp_secret).toBe('JBSWY3DPEHPK3PXP');
  });
});

describe('sessions', () => {
  it('lists the open sessions with address, browser and times, and ends one at once on every instance', async () => {
    await call('DELETE', `/users/${userId}/account/sessions`, admin);
    const first = (await signIn('user', 'user123')).json().data.token as string;
    const other = (await signIn('user', 'user123')).json().data.token as string;
    // Both instances have checked and remember the sessions.
    for (const token of [first, other]) for (const on of [app, second]) expect((await tablePage(on, token)).statusCode).toBe(200);

    const state = (await call('GET', `/users/${userId}/account`, admin)).json().data;
    expect(state.sessions).toHaveLength(2);
    expect(state.sessions[0]).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (X11; Linux) Chromium',
      current: false,
    });
    const claims = JSON.parse(Buffer.from(first.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    const firstId = state.sessions.map((s: { id: string }) => s.id).find((id: string) => JSON.stringify(claims).includes(id));
    expect(firstId).toBeDefined();

    const ended = await call('DELETE', `/users/${userId}/account/sessions/${firstId}`, admin);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ message: 'Сеанс тугатилди' });
    expect(ended.json().data.sessions).toHaveLength(1);
    expect((await tablePage(app, first)).statusCode).toBe(401);
    expect(await refusedSoon(second, first)).toBe(401);
    expect((await tablePage(second, other)).statusCode).toBe(200);

    const all = await call('DELETE', `/users/${userId}/account/sessions`, admin);
    expect(all.json()).toMatchObject({ data: { sessions: [] }, message: 'Барча сеанслар тугатилди' });
    expect(await refusedSoon(second, other)).toBe(401);
    const actions = await db
      .selectFrom('user_logs')
      .select('action_type')
      .where('action_type', 'in', ['sessionEnded', 'sessionsEnded'])
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action_type)).toEqual(['sessionsEnded', 'sessionEnded', 'sessionsEnded']);
  });

  it('a user lists their own sessions, this one marked, and ends another one, not anyone else’s', async () => {
    const mine = (await signIn('user', 'user123')).json().data.token as string;
    const laptop = (await signIn('user', 'user123')).json().data.token as string;
    const own = await call('GET', '/account/sessions', mine);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const otherId = own.json().data.find((s: { current: boolean }) => !s.current).id;
    const adminSession = (
      await call(
        'GET',
        `/users/${(await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id}/account`,
        admin,
      )
    ).json().data.sessions[0].id;
    expect((await call('DELETE', `/account/sessions/${adminSession}`, mine)).statusCode).toBe(404);
    expect((await tablePage(app, admin)).statusCode).toBe(200);

    const ended = await call('DELETE', `/account/sessions/${otherId}`, mine);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toHaveLength(1);
    expect((await tablePage(app, laptop)).statusCode).toBe(401);
    expect((await tablePage(app, mine)).statusCode).toBe(200);
  });
});

describe('the members table', () => {
  it('filters by the organisation’s name, as the organisations table’s member count links to it', async () => {
    const orgs = await db
      .insertInto('organizations')
      .values([{ name: 'Тошкент филиали' }, { name: 'Самарқанд филиали' }])
      .returning('id')
      .execute();
    await db
      .insertInto('organization_members')
      .values([
        { organization_id: orgs[0]!.id, user_id: userId },
        { organization_id: orgs[1]!.id, user_id: userId },
      ])
      .execute();
    const filtered = async (name: string) => {
      const filters = encodeURIComponent(JSON.stringify({ organization_name: name }));
      const answer = await call('GET', `/tables/organization_members/data?page=1&filters=${filters}`, admin);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data.rows as { organization_name: string }[]).map((row) => row.organization_name);
    };
    expect(await filtered('Тошкент филиали')).toEqual(['Тошкент филиали']);
    expect(await filtered('самарқанд')).toEqual(['Самарқанд филиали']);
    expect(await filtered('филиали')).toHaveLength(2);
  });
});

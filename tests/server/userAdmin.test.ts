import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/buildApp';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../server/db/DatabaseSchema';
import { login } from './login';
import { createTestDatabase, testHasher, type TestDatabase } from './testDatabase';

/**
 * Users and roles managed through the forms the UI uses (docs/users-and-roles.md): a role from offered
 * permissions, a user with a temporary password that must be changed at the first sign-in, the menus the
 * role allows, and a deactivation that ends the user's session at once on a second instance too.
 */
let database: TestDatabase;
let uploadsDir: string;
let t: { app: FastifyInstance; db: Kysely<DatabaseSchema> };
let second: FastifyInstance;
let admin: string;
let roleId: number;
let userId: number;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (app: FastifyInstance, token: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload });
const count = async (table: 'users' | 'roles') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** One app on the test database; `activeUserTtlMs` as the instance remembers a checked session. */
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
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'platon-uploads-'));
  const secret = randomBytes(32);
  t = { app: await instance(secret), db: database.db };
  // A second instance on the same database, remembering a checked session far longer than the default.
  second = await instance(secret, 60_000);
  // A menu of the configuration that asks for a permission: what the role will grant.
  const group = await t.db
    .insertInto('menus')
    .values({ name: 'Ҳисоботлар', permission: 'reports.view', project_id: 'appeals', sort_order: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('menus')
    .values({ parent_id: group.id, name: 'Ойлик ҳисобот', link: '/tables/appeals', project_id: 'appeals' })
    .execute();
  admin = (await login(t.app, 'admin', 'admin123')).token;
});
afterAll(async () => {
  await second?.close();
  await t?.app.close();
  await database?.drop();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

describe('roles', () => {
  it('offers the permissions the configuration uses, with their titles', async () => {
    const definition = (await t.app.inject({ method: 'GET', url: '/api/forms/roles', headers: bearer(admin) })).json().data;
    const permissions = definition.elements.find((element: { dataField?: string }) => element.dataField === 'permissions');
    expect(permissions.type).toBe('multiselect');
    const offered = permissions.data.map((option: { id: string; name: string }) => [option.id, option.name]);
    expect(offered).toContainEqual(['reports.view', 'reports.view — Меню: Ҳисоботлар']);
    expect(offered.map(([id]: [string]) => id)).toContain('platon.admin');
  });

  it('refuses an unknown permission and writes nothing', async () => {
    const before = await count('roles');
    const refused = await post(t.app, admin, '/api/forms/roles/records', { values: { name: 'Ёмон', permissions: ['no.such.permission'] } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.permissions).toEqual({ message: 'Номаълум рухсат: {0}', params: ['no.such.permission'] });
    expect(await count('roles')).toBe(before);
  });

  it('creates a role of chosen permissions', async () => {
    const created = await post(t.app, admin, '/api/forms/roles/records', { values: { name: 'Ҳисобчилар', permissions: ['reports.view'] } });
    expect(created.statusCode, created.body).toBe(201);
    roleId = created.json().data.id;
    expect(created.json().data.values.permissions).toEqual(['reports.view']);
  });
});

describe('a user created by an administrator', () => {
  it('is created with a temporary password that is never sent back', async () => {
    const created = await post(t.app, admin, '/api/forms/users/records', {
      values: { username: 'hisobchi', full_name: 'Ҳисобчи Ҳисобчиев', password_hash: 'Vaqtincha-1', role_ids: [roleId], is_active: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.body).not.toContain('Vaqtincha-1');
    expect(created.body).not.toContain('argon2');
    userId = created.json().data.id;
    expect(created.json().data.values).toMatchObject({
      username: 'hisobchi',
      password_hash: null,
      role_ids: [roleId],
      must_change_password: true,
    });
  });

  it('is refused with a clear message for a duplicate username, and nothing is written', async () => {
    const before = await count('users');
    const refused = await post(t.app, admin, '/api/forms/users/records', {
      values: { username: 'HISOBCHI', password_hash: 'Boshqa-parol-2', is_active: true },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.username.message).toBe('Бундай логин аллақачон бор');
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/forms/users/records',
      headers: { ...bearer(admin), 'accept-language': 'en' },
      payload: { values: { username: 'hisobchi', password_hash: 'Boshqa-parol-2' } },
    });
    expect(english.json().errors.username.message).toBe('This username is already taken');
    expect(await count('users')).toBe(before);
  });

  it('refuses a user without a temporary password, or with a role that does not exist', async () => {
    const noPassword = await post(t.app, admin, '/api/forms/users/records', { values: { username: 'parolsiz' } });
    expect(noPassword.statusCode).toBe(422);
    expect(Object.keys(noPassword.json().errors)).toContain('password_hash');
    const noRole = await post(t.app, admin, '/api/forms/users/records', {
      values: { username: 'rolsiz', password_hash: 'Vaqtincha-3', role_ids: [987654] },
    });
    expect(noRole.json().errors.role_ids.message).toBe('Бундай роль йўқ');
  });

  it('must change the temporary password before anything else, then sees only what the role allows', async () => {
    const signedIn = await login(t.app, 'hisobchi', 'Vaqtincha-1');
    expect(signedIn.user.mustChangePassword).toBe(true);
    expect(signedIn.user.permissions).toEqual(['reports.view']);
    const blocked = await t.app.inject({ method: 'GET', url: '/api/menus', headers: bearer(signedIn.token) });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('PASSWORD_CHANGE_REQUIRED');

    const changed = await post(t.app, signedIn.token, '/api/auth/change_user_password', {
      oldPassword: 'Vaqtincha-1',
      newPassword: 'Ozimniki-77',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const me = (await t.app.inject({ method: 'GET', url: '/api/user-info', headers: bearer(signedIn.token) })).json().data;
    expect(me.mustChangePassword).toBe(false);
    const menus = (await t.app.inject({ method: 'GET', url: '/api/menus', headers: bearer(signedIn.token) })).json().data;
    const names = menus.map((item: { name: string }) => item.name);
    expect(names).toContain('Ҳисоботлар');
    expect(names).not.toContain('Конфигурация');
    expect(names).not.toContain('Бошқарув');
    const last = await t.db.selectFrom('users').select('last_sign_in_at').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(last.last_sign_in_at).not.toBeNull();
  });

  it('deactivated, loses their open session at once, on a second instance too; reactivated, signs in again', async () => {
    const { token } = await login(t.app, 'hisobchi', 'Ozimniki-77');
    const data = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/tables/appeals/data?page=1', headers: bearer(token) });
    expect((await data(second)).statusCode).toBe(200);
    expect((await data(t.app)).statusCode).toBe(200);

    const record = (await t.app.inject({ method: 'GET', url: `/api/forms/users/records/${userId}`, headers: bearer(admin) })).json().data;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/forms/users/records/${userId}`,
      headers: bearer(admin),
      payload: { values: { ...record.values, is_active: false }, version: record.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await data(t.app)).statusCode).toBe(401);
    // The second instance hears of it from the database within moments, far inside its 60 s memory.
    const deadline = Date.now() + 2000;
    let status = (await data(second)).statusCode;
    while (status !== 401 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await data(second)).statusCode;
    }
    expect(status).toBe(401);
    await expect(login(t.app, 'hisobchi', 'Ozimniki-77')).rejects.toThrow(/401/);

    const audit = await t.db
      .selectFrom('user_logs')
      .select(['details', 'username'])
      .where('action_type', '=', 'formUpdate')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const details = audit.details as { form: string; before: { is_active: boolean }; after: { is_active: boolean } };
    expect(audit.username).toBe('admin');
    expect(details.form).toBe('users');
    expect(details.before.is_active).toBe(true);
    expect(details.after.is_active).toBe(false);
    expect(JSON.stringify(details)).not.toContain('argon2');

    const current = (await t.app.inject({ method: 'GET', url: `/api/forms/users/records/${userId}`, headers: bearer(admin) })).json().data;
    await t.app.inject({
      method: 'PUT',
      url: `/api/forms/users/records/${userId}`,
      headers: bearer(admin),
      payload: { values: { ...current.values, is_active: true }, version: current.version },
    });
    expect((await login(t.app, 'hisobchi', 'Ozimniki-77')).user.username).toBe('hisobchi');
  });

  it('an account closed to passwords is refused a password sign-in like a wrong password', async () => {
    const created = await post(t.app, admin, '/api/forms/users/records', {
      values: { username: 'faqat_eri', password_hash: 'Vaqtincha-4', sign_in_methods: ['eimzo'], is_active: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'faqat_eri', password: 'Vaqtincha-4' },
    });
    expect(refused.statusCode).toBe(401);
    const unknown = await post(t.app, admin, '/api/forms/users/records', {
      values: { username: 'nomalum', password_hash: 'Vaqtincha-5', sign_in_methods: ['telepathy'] },
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('an administrator may not deactivate themselves', async () => {
    const self = await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const record = (await t.app.inject({ method: 'GET', url: `/api/forms/users/records/${self.id}`, headers: bearer(admin) })).json().data;
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/forms/users/records/${self.id}`,
      headers: bearer(admin),
      payload: { values: { ...record.values, is_active: false }, version: record.version },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.is_active.message).toBe('Ўз ҳисобингизни фаолсизлантира олмайсиз');
  });
});

describe('emptied lists', () => {
  it('a user saved with no roles, grants or sign-in methods chosen gets empty lists and keeps every method', async () => {
    const created = await post(t.app, admin, '/api/forms/users/records', {
      values: { username: 'bosh_royxat', password_hash: 'Vaqtincha-6', role_ids: null, permissions: null, sign_in_methods: null },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.values).toMatchObject({ role_ids: [], permissions: [], sign_in_methods: ['password', 'eimzo', 'oauth2'] });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { ensureFirstAdministrator } from '../../server/admin/ensureFirstAdministrator';
import { firstAdministratorHint } from '../../server/admin/firstAdministratorHint';
import { loadConfig } from '../../server/config';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';
import { testHasher } from './testDatabase';

let t: TestApp;
afterEach(async () => t?.close());

const HINT = firstAdministratorHint({ dataDir: '/srv/platon/data' });

/** ensureFirstAdministrator as main runs it, with what it logs kept. */
async function ensure(wanted: { username: string; password: string } | null) {
  const lines: string[] = [];
  const outcome = await ensureFirstAdministrator(t.db, testHasher, wanted, { log: (line) => lines.push(line), hint: HINT });
  return { outcome, lines };
}

async function accounts() {
  return t.db.selectFrom('users').select(['username', 'permissions', 'is_active']).orderBy('id').execute();
}

describe('the first administrator from PLATON_ADMIN_USERNAME and PLATON_ADMIN_PASSWORD', () => {
  it('is created on a start without an administrator, signs in as one, and the password is never logged', async () => {
    t = await createTestApp({ demo: false });
    expect(await accounts()).toEqual([]);
    const { outcome, lines } = await ensure({ username: 'root', password: 'Kuchli-parol-2026' });
    expect(outcome).toBe('created');
    expect(lines).toEqual(['Administrator "root" created from PLATON_ADMIN_USERNAME and PLATON_ADMIN_PASSWORD.']);
    expect(lines.join('\n')).not.toContain('Kuchli-parol-2026');
    const { user } = await login(t.app, 'root', 'Kuchli-parol-2026');
    expect(user.permissions).toEqual(['platon.admin']);
    const audit = await t.db.selectFrom('user_logs').select(['username', 'action_type']).execute();
    expect(audit).toContainEqual({ username: 'root', action_type: 'administratorCreated' });
    expect(JSON.stringify(audit)).not.toContain('Kuchli-parol-2026');
  });

  it('changes nothing once an administrator exists: another name and password are ignored, and it says so', async () => {
    t = await createTestApp({ demo: false });
    await ensure({ username: 'root', password: 'Kuchli-parol-2026' });
    const { outcome, lines } = await ensure({ username: 'boshqa', password: 'Boshqa-parol-2026' });
    expect(outcome).toBe('exists');
    expect(lines).toEqual(['PLATON_ADMIN_USERNAME and PLATON_ADMIN_PASSWORD are ignored: an administrator exists already.']);
    expect((await accounts()).map((account) => account.username)).toEqual(['root']);
    // The same name with another password changes no password either.
    await ensure({ username: 'root', password: 'Yangi-parol-2026' });
    await expect(login(t.app, 'root', 'Yangi-parol-2026')).rejects.toThrow(/401/);
    await login(t.app, 'root', 'Kuchli-parol-2026');
  });

  it('is ignored in the demo, whose seeded admin is an administrator', async () => {
    t = await createTestApp();
    const { outcome } = await ensure({ username: 'root', password: 'Kuchli-parol-2026' });
    expect(outcome).toBe('exists');
    expect((await accounts()).some((account) => account.username === 'root')).toBe(false);
  });

  it('counts only active administrators: with the only one deactivated, the variables create another', async () => {
    t = await createTestApp({ demo: false });
    await ensure({ username: 'root', password: 'Kuchli-parol-2026' });
    await t.db.updateTable('users').set({ is_active: false }).where('username', '=', 'root').execute();
    const { outcome, lines } = await ensure({ username: 'root2', password: 'Kuchli-parol-2026' });
    expect(outcome).toBe('created');
    expect(lines).toHaveLength(1);
  });

  it('counts an administrator whose permission comes from a global role', async () => {
    t = await createTestApp({ demo: false });
    await ensure({ username: 'root', password: 'Kuchli-parol-2026' });
    const role = await t.db
      .insertInto('roles')
      .values({ name: 'Администраторлар', permissions: JSON.stringify(['platon.admin']) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ permissions: JSON.stringify([]), role_ids: JSON.stringify([role.id]) })
      .where('username', '=', 'root')
      .execute();
    const { outcome } = await ensure({ username: 'root2', password: 'Kuchli-parol-2026' });
    expect(outcome).toBe('exists');
    expect((await accounts()).map((account) => account.username)).toEqual(['root']);
  });

  it('makes one administrator when two instances start together', async () => {
    t = await createTestApp({ demo: false });
    const outcomes = await Promise.all([
      ensure({ username: 'birinchi', password: 'Kuchli-parol-2026' }),
      ensure({ username: 'ikkinchi', password: 'Kuchli-parol-2026' }),
    ]);
    expect(outcomes.map(({ outcome }) => outcome).sort()).toEqual(['created', 'exists']);
    expect(await accounts()).toHaveLength(1);
  });

  it('stops the start on a password the change-password rules refuse, naming the variable, not the password, and writes nothing', async () => {
    t = await createTestApp({ demo: false });
    for (const [password, problem] of [
      ['12345', 'must have at least 6 characters'],
      ['Root', 'must have at least 6 characters'],
      ['rootroot', 'must not be the username'],
    ] as const) {
      const username = password === 'rootroot' ? 'RootRoot' : 'root';
      const failure = ensure({ username, password });
      await expect(failure).rejects.toThrow(`PLATON_ADMIN_PASSWORD: the password ${problem}; no administrator was created`);
      await expect(failure).rejects.not.toThrow(password);
    }
    await expect(ensure({ username: ' root', password: 'Kuchli-parol-2026' })).rejects.toThrow(
      'PLATON_ADMIN_USERNAME: the username must not start or end with a space',
    );
    expect(await accounts()).toEqual([]);
  });

  it('stops the start when the name belongs to an account that is not an administrator, and writes nothing', async () => {
    t = await createTestApp({ demo: false });
    await t.db
      .insertInto('users')
      .values({
        username: 'Operator',
        password_hash: await testHasher.hash('Eski-parol-2026'),
        full_name: null,
        post_name: null,
        org_id: null,
        tin: null,
        pinfl: null,
        locale: null,
        photo: null,
        otp_secret: null,
        otp_last_step: null,
      })
      .execute();
    await expect(ensure({ username: 'operator', password: 'Kuchli-parol-2026' })).rejects.toThrow(
      /PLATON_ADMIN_USERNAME: an account named "operator" exists and is not an active administrator/,
    );
    expect(await accounts()).toEqual([{ username: 'Operator', permissions: [], is_active: true }]);
    await login(t.app, 'Operator', 'Eski-parol-2026');
  });
});

describe('a start with neither an administrator nor the variables', () => {
  it('logs once exactly how to create one, and creates nobody', async () => {
    t = await createTestApp({ demo: false });
    const { outcome, lines } = await ensure(null);
    expect(outcome).toBe('none');
    expect(lines).toEqual([HINT]);
    expect(await accounts()).toEqual([]);
  });

  it('names the command, the data folder and the variables; on PostgreSQL never the connection string', () => {
    expect(firstAdministratorHint({ dataDir: '/srv/platon/data' })).toBe(
      'No administrator exists yet. To create one, stop the server and run ' +
        '`PLATON_DATA_DIR=/srv/platon/data npx platon admin create NAME` in the Platon folder (it asks for the password), ' +
        'or start the server with PLATON_ADMIN_USERNAME and PLATON_ADMIN_PASSWORD set.',
    );
    expect(firstAdministratorHint({ dataDir: "/srv/my data/it's" })).toContain(`PLATON_DATA_DIR='/srv/my data/it'\\''s' npx`);
    expect(firstAdministratorHint({ postgres: true })).toBe(
      "No administrator exists yet. To create one, run `npx platon admin create NAME` with the server's DATABASE_URL set " +
        '(it asks for the password), or start the server with PLATON_ADMIN_USERNAME and PLATON_ADMIN_PASSWORD set.',
    );
  });

  it('says nothing when an administrator exists', async () => {
    t = await createTestApp();
    expect(await ensure(null)).toEqual({ outcome: 'exists', lines: [] });
  });
});

describe('loadConfig', () => {
  it('reads both variables, and stops on one without the other', () => {
    expect(loadConfig({}).firstAdministrator).toBeNull();
    expect(loadConfig({ PLATON_ADMIN_USERNAME: 'root', PLATON_ADMIN_PASSWORD: 'Kuchli-parol-2026' }).firstAdministrator).toEqual({
      username: 'root',
      password: 'Kuchli-parol-2026',
    });
    expect(() => loadConfig({ PLATON_ADMIN_USERNAME: 'root' })).toThrow('PLATON_ADMIN_USERNAME is set without PLATON_ADMIN_PASSWORD');
    expect(() => loadConfig({ PLATON_ADMIN_PASSWORD: 'Kuchli-parol-2026' })).toThrow(
      'PLATON_ADMIN_PASSWORD is set without PLATON_ADMIN_USERNAME',
    );
  });
});

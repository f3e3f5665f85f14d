import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/buildApp';
import type { DatabaseSchema } from '../../server/db/DatabaseSchema';
import { login } from './login';
import { fixtureUserToken } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';
import { createTestDatabase, testHasher, type TestDatabase } from './testDatabase';

/**
 * Issue 39, items 2 and 4: the SQL console of the database control page cannot write, run a second
 * statement, lift its statement timeout or read the server's files, and nothing it does to its session
 * reaches a later request; on PGlite and PostgreSQL. Timeouts are PostgreSQL's only (PGlite cannot cancel a
 * statement), and so are the console role's own checks.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const TIMEOUT_MS = 300;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true, dbConsoleTimeoutMs: TIMEOUT_MS });
  admin = (await login(t.app, 'admin', 'admin123')).token;
});
afterAll(async () => t?.close());

const query = (text: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/db-control/query',
    payload: { sql: text },
    headers: { authorization: `Bearer ${admin}`, ...headers },
  });

/** A text whose `$b$` the old lexer took for a dollar quote: PostgreSQL reads `a$$b$` as one name. */
const smuggled = (statement: string) => `EXPLAIN SELECT 1 AS a$$b$; COMMIT; ${statement}; BEGIN; SELECT 1 --$b$`;

async function permissionsOf(db: Kysely<DatabaseSchema>, username: string): Promise<string> {
  const row = await db.selectFrom('users').select('permissions').where('username', '=', username).executeTakeFirstOrThrow();
  return typeof row.permissions === 'string' ? row.permissions : JSON.stringify(row.permissions);
}

function expectRefused(response: { statusCode: number; body: string }, text: string) {
  expect(response.statusCode, `${text}: ${response.body}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${text}: ${response.body}`).toBeLessThan(500);
}

describe('item 2: the console cannot write or escape', () => {
  it("refuses the attack text of the issue, and `user` gets no administrator's rights", async () => {
    const before = await permissionsOf(t.db, 'user');
    const attack = `EXPLAIN SELECT 1 AS a$$b$; COMMIT; UPDATE users SET permissions='["platon.admin"]' WHERE username='user'; BEGIN; SELECT 1 --$b$`;
    const response = await query(attack);
    expectRefused(response, attack);
    expect(response.json().error).toBe('ONE_STATEMENT');
    expect(await permissionsOf(t.db, 'user')).toBe(before);
    expect(await permissionsOf(t.db, 'user')).not.toContain('platon.admin');
  });

  it('runs no program: COPY … TO PROGRAM, as written or smuggled', async () => {
    const file = path.join(tmpdir(), `platon-console-${randomBytes(6).toString('hex')}`);
    try {
      for (const text of [`COPY (SELECT 1) TO PROGRAM 'id > ${file}'`, smuggled(`COPY (SELECT 1) TO PROGRAM 'id > ${file}'`)]) {
        expectRefused(await query(text), text);
        expect(existsSync(file), text).toBe(false);
      }
    } finally {
      rmSync(file, { force: true });
    }
  });

  it('cannot lift the statement timeout by SET, as written or smuggled', async () => {
    const plain = await query('SET LOCAL statement_timeout=0');
    expect(plain.statusCode).toBe(422);
    expect(plain.json().error).toBe('READ_ONLY');
    const started = Date.now();
    const text = smuggled('SET LOCAL statement_timeout=0; SELECT pg_sleep(3)');
    expectRefused(await query(text), text);
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it.runIf(onPostgres)('cannot lift the statement timeout by set_config (PostgreSQL)', async () => {
    for (const text of [
      "SELECT set_config('statement_timeout', '0', false)",
      "SELECT set_config('statement_timeout', '0', true), pg_sleep(3)",
      "WITH off AS MATERIALIZED (SELECT set_config('statement_timeout', '0', true) AS v) SELECT pg_sleep(3) FROM off",
      "SELECT pg_sleep(3) FROM (SELECT set_config('statement_timeout', '0', true)) AS off",
      'SELECT pg_sleep(3)',
    ]) {
      const started = Date.now();
      const response = await query(text);
      expect(response.statusCode, `${text}: ${response.body}`).toBeLessThan(500);
      if (text.includes('pg_sleep')) {
        expect(response.statusCode, text).toBe(422);
        expect(response.json().error, text).toBe('STATEMENT_TIMEOUT');
      }
      expect(Date.now() - started, text).toBeLessThan(2_500);
    }
  });

  it('reads no file of the server: pg_read_file is refused', async () => {
    for (const text of ["SELECT pg_read_file('/etc/passwd')", smuggled("SELECT pg_read_file('/etc/passwd')")]) {
      const response = await query(text);
      expectRefused(response, text);
      expect(response.body).not.toContain('root:');
    }
  });

  it.runIf(onPostgres)('runs as a role of its own that is no superuser and reads only (PostgreSQL)', async () => {
    const response = await query(
      "SELECT current_user::text AS who, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS super, current_setting('default_transaction_read_only') AS ro, current_setting('statement_timeout') AS timeout",
    );
    expect(response.statusCode, response.body).toBe(200);
    const [[who, superuser, readOnly, timeout]] = response.json().data.rows as unknown[][];
    const main = await sql<{ who: string }>`SELECT current_user::text AS who`.execute(t.db);
    expect(who).not.toBe(main.rows[0]!.who);
    expect(who).toMatch(/^platon_console/);
    expect(superuser).toBe(false);
    expect(readOnly).toBe('on');
    expect(timeout).toBe(`${TIMEOUT_MS}ms`);
    for (const text of ["SELECT pg_ls_dir('.')", "SELECT lo_import('/etc/passwd')", "SELECT pg_stat_file('/etc/passwd')"]) {
      expectRefused(await query(text), text);
    }
  });

  it('is safe even where the lexer is wrong: the database takes one statement per call', async () => {
    // Loaded here so that the rest of the file runs against a server without these modules.
    const { openConsoleDatabase } = await import('../../server/dbcontrol/openConsoleDatabase');
    const { runConsoleQuery } = await import('../../server/dbcontrol/runConsoleQuery');
    const before = await permissionsOf(t.db, 'user');
    const write = `UPDATE users SET permissions = '["platon.admin"]' WHERE username = 'user'`;
    const consoleDb = await openConsoleDatabase({ db: t.db, consoleUrl: null, secret: randomBytes(32), timeoutMs: TIMEOUT_MS });
    try {
      for (const statement of [
        { kind: 'utility', text: `EXPLAIN SELECT 1; COMMIT; ${write}` },
        { kind: 'utility', text: `SHOW search_path; COMMIT; ${write}` },
        { kind: 'query', text: `SELECT 1) AS a, (SELECT 1) AS b; COMMIT; ${write}; SELECT * FROM (SELECT 1` },
      ] as const) {
        await expect(
          consoleDb.session((run) => runConsoleQuery(run, statement, 10)),
          statement.text,
        ).rejects.toThrow();
      }
    } finally {
      await consoleDb.close();
    }
    expect(await permissionsOf(t.db, 'user')).toBe(before);
  });
});

describe('item 4: what the console does to its session stays there', () => {
  it('a statement that ends its own connection answers 4xx, and the console goes on', async () => {
    for (let round = 0; round < 3; round += 1) {
      const text = 'SELECT pg_terminate_backend(pg_backend_pid())';
      expect((await query(text)).statusCode, text).toBeLessThan(500);
    }
    const after = await query('SELECT 1 AS one');
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data.rows).toEqual([[1]]);
  });

  it('12+ console calls that change the session, then 40 sign-ins and table reads all answer 200', async () => {
    const calls = [
      "SELECT set_config('search_path', 'pg_catalog', false)",
      "SELECT set_config('search_path', '', false) AS empty",
      "WITH s AS (SELECT set_config('search_path', 'information_schema', false) AS v) SELECT * FROM s",
      "SELECT set_config('statement_timeout', '1', false)",
      "SELECT set_config('lock_timeout', '1', false)",
      "SELECT set_config('default_transaction_read_only', 'on', false)",
      "SELECT set_config('default_transaction_isolation', 'serializable', false)",
      "SELECT set_config('transaction_read_only', 'off', false)",
      "SELECT set_config('role', 'pg_monitor', false)",
      "SELECT set_config('session_authorization', 'pg_monitor', false)",
      "SELECT set_config('DateStyle', 'SQL, DMY', false)",
      "SELECT set_config('TimeZone', 'Pacific/Kiritimati', false)",
      "SELECT set_config('bytea_output', 'escape', false)",
      "SELECT set_config('IntervalStyle', 'sql_standard', false)",
      "SELECT set_config('extra_float_digits', '-15', false)",
      "SELECT set_config('platon.anything', 'x', false)",
      'SELECT pg_advisory_lock(72310011, 1)',
    ];
    for (const text of calls) expect((await query(text)).statusCode, text).toBeLessThan(500);

    // The console itself starts clean every time.
    const shown = await query("SELECT current_setting('search_path') AS path, current_setting('DateStyle') AS style");
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.rows).toEqual([[onPostgres ? '"$user", public' : 'public', 'ISO, MDY']]);

    const answers: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'admin123' } });
      answers.push(signIn.statusCode);
      const rows = await t.app.inject({ url: '/api/tables/appeals/data', headers: { authorization: `Bearer ${admin}` } });
      answers.push(rows.statusCode);
    }
    expect(answers).toEqual(Array(40).fill(200));
  });
});

describe.runIf(onPostgres)('an unsafe console role: the console says it is off (PostgreSQL)', () => {
  /** An app whose PLATON_CONSOLE_DATABASE_URL is `consoleUrl` of its own database. */
  async function appWithConsoleUrl(
    consoleUrl: (database: string) => string,
  ): Promise<{ app: FastifyInstance; token: string; database: TestDatabase; close(): Promise<void> }> {
    const database = await createTestDatabase('production');
    const name = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(database.db)).rows[0]!.name;
    const app = await buildApp({
      db: database.db,
      secrets: { jwtSecret: randomBytes(32) },
      hasher: testHasher,
      staticRoot: null,
      version: '0.0.0-test',
      demo: false,
      dbConsoleTimeoutMs: TIMEOUT_MS,
      dbConsoleUrl: consoleUrl(name),
    });
    const token = await fixtureUserToken(app, database.db, ['platon.admin']);
    return { app, token, database, close: async () => (await app.close(), await database.drop()) };
  }
  const urlOf = (database: string, user?: string) => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${database}`;
    if (user) url.username = user;
    return url.toString();
  };

  it('refuses a superuser URL with 503 and says why, in the locale asked', async () => {
    const configured = await appWithConsoleUrl((database) => urlOf(database));
    try {
      for (const [locale, message] of [
        ['uz', /^SQL консол ўчирилган: консол роли хавфсиз эмас \(.*superuser.*\)/],
        ['ru', /^SQL-консоль отключена: роль консоли небезопасна/],
        ['en', /^The SQL console is off: its database role is not safe/],
      ] as const) {
        const response = await configured.app.inject({
          method: 'POST',
          url: '/api/db-control/query',
          payload: { sql: "SELECT pg_read_file('/etc/passwd')" },
          headers: { authorization: `Bearer ${configured.token}`, 'accept-language': locale },
        });
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json()).toMatchObject({ error: 'CONSOLE_UNAVAILABLE', message: expect.stringMatching(message) });
      }
    } finally {
      await configured.close();
    }
  });

  it('is off when the server’s own role may not create the console’s role', async () => {
    const { openConsoleDatabase } = await import('../../server/dbcontrol/openConsoleDatabase');
    const { createDatabase } = await import('../../server/db/createDatabase');
    const plain = `platon_plain_${randomBytes(4).toString('hex')}`;
    await sql.raw(`CREATE ROLE ${plain} LOGIN`).execute(t.db);
    const database = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.db)).rows[0]!.name;
    const db = await createDatabase({ kind: 'postgres', url: urlOf(database, plain), poolSize: 1 });
    try {
      const consoleDb = await openConsoleDatabase({ db, consoleUrl: null, secret: randomBytes(32), timeoutMs: TIMEOUT_MS });
      await expect(consoleDb.session(async () => 1)).rejects.toMatchObject({ name: 'ConsoleUnavailable', reason: 'noRole' });
    } finally {
      await db.destroy();
      await sql.raw(`DROP ROLE ${plain}`).execute(t.db);
    }
  });

  it('makes the same role again at each start, also two instances at once', async () => {
    const { openConsoleDatabase } = await import('../../server/dbcontrol/openConsoleDatabase');
    const secret = randomBytes(32);
    const instances = await Promise.all(
      [1, 2, 3].map(() => openConsoleDatabase({ db: t.db, consoleUrl: null, secret, timeoutMs: TIMEOUT_MS })),
    );
    try {
      for (const instance of instances) {
        const who = await instance.session((run) => run(sql<{ who: string }>`SELECT current_user::text AS who`));
        expect(who.rows[0]!.who).toMatch(/^platon_console_/);
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it('refuses a role that may write', async () => {
    const writer = `console_writer_${randomBytes(4).toString('hex')}`;
    const configured = await appWithConsoleUrl((database) => urlOf(database, writer));
    try {
      await sql.raw(`CREATE ROLE ${writer} LOGIN`).execute(configured.database.db);
      await sql.raw(`GRANT SELECT, UPDATE ON users TO ${writer}`).execute(configured.database.db);
      const response = await configured.app.inject({
        method: 'POST',
        url: '/api/db-control/query',
        payload: { sql: 'SELECT 1' },
        headers: { authorization: `Bearer ${configured.token}`, 'accept-language': 'en' },
      });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().message).toMatch(/public\.users/);
    } finally {
      await configured.close();
      await sql.raw(`DROP ROLE IF EXISTS ${writer}`).execute(t.db);
    }
  });
});

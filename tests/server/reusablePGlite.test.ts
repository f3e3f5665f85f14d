import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './testDatabase';

const onPGlite = !process.env.DATABASE_URL;

/** The reused PGlite instances of testDatabase.ts: every test must see the template as it was, whatever the last one did. */
describe.runIf(onPGlite)('reused test databases', () => {
  const state = async (database: Awaited<ReturnType<typeof createTestDatabase>>) => {
    const { rows } = await sql<{ users: number; appeals: number; next: number; setting: string | null; tables: number }>`
      SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM app.appeals) AS appeals,
             (SELECT max(id)::int FROM users) AS next, nullif(current_setting('platon.test', true), '') AS setting,
             (SELECT count(*)::int FROM information_schema.tables WHERE table_schema IN ('public', 'app')) AS tables`.execute(database.db);
    return rows[0];
  };

  // A setting a session defined stays defined, empty, as on a pooled PostgreSQL connection: hence nullif.
  it('a reused instance has the rows, sequences, settings and schema of the template', async () => {
    // A sequence advanced by nextval (users) and one the seed set with setval(…, false) (regions).
    const inserted = async (database: Awaited<ReturnType<typeof createTestDatabase>>) => [
      (
        await sql<{
          id: number;
        }>`INSERT INTO users (username, full_name, password_hash) VALUES ('reuse-probe', 'x', 'x') RETURNING id`.execute(database.db)
      ).rows[0]!.id,
      (await sql<{ id: number }>`INSERT INTO app.regions (name, name_la) VALUES ('Синов', 'Sinov') RETURNING id`.execute(database.db))
        .rows[0]!.id,
    ];
    const first = await createTestDatabase('demo');
    const before = await state(first);
    const id = await inserted(first);
    await sql`DELETE FROM app.appeals WHERE id % 2 = 0`.execute(first.db);
    await sql`UPDATE users SET full_name = 'changed'`.execute(first.db);
    await sql`SELECT set_config('platon.test', 'left over', false)`.execute(first.db);
    await first.drop();

    const second = await createTestDatabase('demo');
    expect(await state(second)).toEqual(before);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM users WHERE full_name = 'changed'`.execute(second.db)).rows[0]!.n).toBe(
      0,
    );
    // The same insert gets the same id: the sequences were set back too.
    expect(await inserted(second)).toEqual(id);
    await sql`CREATE TABLE app.made_by_a_test (id int)`.execute(second.db);
    await second.drop();

    // The last test changed the schema: the next one gets a fresh instance without that table.
    const third = await createTestDatabase('demo');
    expect(await state(third)).toEqual(before);
    expect(
      (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'made_by_a_test'`.execute(
          third.db,
        )
      ).rows[0]!.n,
    ).toBe(0);
    await third.drop();
  });

  it('a database dropped twice, even at once, goes back to the pool once, open', async () => {
    // An afterEach closing an app its test had closed already did this: the instance went back twice (two
    // tests then shared it) or was closed after going back, and a later file got 'PGlite is closed'.
    const written = await createTestDatabase('demo');
    await sql`UPDATE users SET full_name = 'twice'`.execute(written.db);
    await Promise.all([written.drop(), written.drop()]);
    const [one, two] = await Promise.all([createTestDatabase('demo'), createTestDatabase('demo')]);
    await sql`UPDATE users SET full_name = 'only in one'`.execute(one!.db);
    const seen = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users WHERE full_name = 'only in one'`.execute(two!.db);
    expect(seen.rows[0]!.n).toBe(0);
    await Promise.all([one!.drop(), two!.drop()]);
  });
});

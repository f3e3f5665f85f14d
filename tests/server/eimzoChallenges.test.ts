import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { purgeExpiredAuthData } from '../../server/auth/purgeExpiredAuthData';
import { createChallengeStore, randomChallenge } from '../../server/eimzo/createChallengeStore';
import { createTestDatabase, type TestDatabase } from './testDatabase';

describe('signature challenges (docs/behaviour.md §11 GET /auth/e-imzo)', () => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.drop());

  it('are random, issued with their lifetime, and good for one use only', async () => {
    database = await createTestDatabase('migrated');
    const store = createChallengeStore(database.db);
    const first = await store.issue(randomChallenge(90));
    const second = await store.issue(randomChallenge(90));
    expect(first.ttl).toBe(90);
    expect(first.challenge).toMatch(/^[\w-]{43}$/);
    expect(second.challenge).not.toBe(first.challenge);
    expect(await store.consume(first.challenge)).toBe(true);
    expect(await store.consume(first.challenge)).toBe(false);
    expect(await store.consume(second.challenge)).toBe(true);
  });

  it('refuse what was never issued and what has expired', async () => {
    database = await createTestDatabase('migrated');
    const store = createChallengeStore(database.db);
    expect(await store.consume('never-issued')).toBe(false);
    const { challenge } = await store.issue(randomChallenge());
    await database.db
      .updateTable('eimzo_challenges')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    expect(await store.consume(challenge)).toBe(false);
  });

  it('let exactly one of a burst of ten consumers through', async () => {
    database = await createTestDatabase('migrated');
    const store = createChallengeStore(database.db);
    const { challenge } = await store.issue(randomChallenge());
    const results = await Promise.all(Array.from({ length: 10 }, () => store.consume(challenge)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('are purged a day past expiry', async () => {
    database = await createTestDatabase('migrated');
    const { db } = database;
    await db
      .insertInto('eimzo_challenges')
      .values([
        { challenge: 'old', expires_at: sql<Date>`now() - interval '2 days'` },
        { challenge: 'recent', expires_at: sql<Date>`now() - interval '1 hour'` },
      ])
      .execute();
    await purgeExpiredAuthData(db, 900);
    expect((await db.selectFrom('eimzo_challenges').select('challenge').execute()).map((row) => row.challenge)).toEqual(['recent']);
  });
});

import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { purgeExpiredAuthData } from '../../server/auth/purgeExpiredAuthData';
import { createTestDatabase, type TestDatabase } from './testDatabase';

describe('purgeExpiredAuthData', () => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.drop());

  it('drops rate-limit counters whose window started over a day ago and keeps current ones', async () => {
    database = await createTestDatabase('migrated');
    const { db } = database;
    await db
      .insertInto('rate_limit_counters')
      .values([
        { key: 'pf:ip:old', window_start: sql<Date>`now() - interval '2 days'`, hits: 3 },
        { key: 'pf:ip:new', window_start: sql<Date>`now() - interval '5 minutes'`, hits: 1 },
      ])
      .execute();
    await purgeExpiredAuthData(db, 900);
    expect((await db.selectFrom('rate_limit_counters').select('key').execute()).map((row) => row.key)).toEqual(['pf:ip:new']);
  });

  it('forgets sign-in throttle counters idle for longer than the reset time', async () => {
    database = await createTestDatabase('migrated');
    const { db } = database;
    await db
      .insertInto('login_throttle')
      .values([
        { key: 'p:admin|10.0.0.1', attempts: 9, last_attempt_at: sql<Date>`now() - interval '13 hours'` },
        { key: 'u:admin', attempts: 4, last_attempt_at: sql<Date>`now() - interval '1 hour'` },
      ])
      .execute();
    await purgeExpiredAuthData(db, 12 * 3600);
    expect((await db.selectFrom('login_throttle').select('key').execute()).map((row) => row.key)).toEqual(['u:admin']);
  });

  it('forgets expired device tokens and keeps live ones', async () => {
    database = await createTestDatabase('demo');
    const { db } = database;
    const { id } = await db.selectFrom('users').select('id').where('username', '=', 'user').executeTakeFirstOrThrow();
    await db
      .insertInto('login_devices')
      .values([
        { token_hash: 'old', user_id: id, expires_at: sql<Date>`now() - interval '1 minute'` },
        { token_hash: 'live', user_id: id, expires_at: sql<Date>`now() + interval '1 day'` },
      ])
      .execute();
    await purgeExpiredAuthData(db, 900);
    expect((await db.selectFrom('login_devices').select('token_hash').execute()).map((row) => row.token_hash)).toEqual(['live']);
  });
});

import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_FINGERPRINTS_KEY, requireSharedKeys } from '../../server/requireSharedKeys';
import { createTestDatabase, type TestDatabase } from './testDatabase';

const keys = () => ({ jwtSecret: randomBytes(48), dataKey: randomBytes(32) });

let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.drop();
  t = undefined;
});

/**
 * Issue 42: instances on one database must share PLATON_JWT_SECRET and PLATON_DATA_KEY; the first start
 * records the keys' fingerprints and a start with other keys is refused, naming them (the two-instance e2e
 * suite sees the refusal from the built server).
 */
describe('requireSharedKeys', () => {
  it('lets the same keys start again and refuses others, naming the keys that differ', async () => {
    t = await createTestDatabase('migrated');
    const first = keys();
    await requireSharedKeys(t.db, first);
    await requireSharedKeys(t.db, { ...first });
    await expect(requireSharedKeys(t.db, { ...first, dataKey: randomBytes(32) })).rejects.toThrow(
      /^this instance's PLATON_DATA_KEY differs from the one the other instances on this database use/,
    );
    await expect(requireSharedKeys(t.db, keys())).rejects.toThrow(/^this instance's PLATON_JWT_SECRET and PLATON_DATA_KEY differ/);
    // The fingerprints say nothing of the keys themselves.
    const row = await t.db.selectFrom('project_settings').select('value').where('key', '=', KEY_FINGERPRINTS_KEY).executeTakeFirstOrThrow();
    const stored = JSON.stringify(row.value);
    for (const key of Object.values(first)) {
      expect(stored).not.toContain(key.toString('base64url'));
      expect(stored).not.toContain(key.toString('hex'));
    }
  });

  it('takes new keys once the recorded fingerprints are forgotten (what `platon keys forget` does, as the refusal says)', async () => {
    t = await createTestDatabase('migrated');
    await requireSharedKeys(t.db, keys());
    const replaced = keys();
    await expect(requireSharedKeys(t.db, replaced)).rejects.toThrow(/run `platon keys forget` once/);
    await sql.raw(`DELETE FROM project_settings WHERE key = '${KEY_FINGERPRINTS_KEY}'`).execute(t.db);
    await requireSharedKeys(t.db, replaced);
    await requireSharedKeys(t.db, replaced);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrations';
import { DEMO_MENUS, type MenuSeed } from '../../server/seed/demoMenus';
import { seedDatabase } from '../../server/seed/seedDatabase';
import { createTestDatabase, TEST_APPEAL_COUNT, testHasher, type TestDatabase } from './testDatabase';
import { SYSTEM_MENU } from '../../server/seed/seedUserAdmin';

let database: TestDatabase;

function countMenus(items: MenuSeed[]): number {
  return items.reduce((sum, item) => sum + 1 + countMenus(item.children ?? []), 0);
}
afterEach(async () => database?.drop());

async function counts() {
  const { db } = database;
  const count = async (table: 'users' | 'menus' | 'translations' | 'project_settings' | 'platon_pages' | 'user_organizations') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    organizations: await count('user_organizations'),
    menus: await count('menus'),
    translations: await count('translations'),
    settings: await count('project_settings'),
    pages: await count('platon_pages'),
  };
}

describe('migrations and seed', () => {
  it('migrations run on an empty database and are idempotent', async () => {
    database = await createTestDatabase('empty');
    await migrateToLatest(database.db);
    await migrateToLatest(database.db);
    const tables = await database.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining([
        'users',
        'user_organizations',
        'signature_lists',
        'auth_sessions',
        'refresh_tokens',
        'login_throttle',
        'menus',
        'translations',
        'project_settings',
        'user_logs',
        'platon_pages',
        'platon_page_components',
      ]),
    );
  });

  it('the demo seed runs once: a restart adds nothing and keeps an administrator’s edits and deletions', async () => {
    database = await createTestDatabase('migrated');
    const { db } = database;
    await seedDatabase(db, { demo: true, hasher: testHasher, appealCount: TEST_APPEAL_COUNT });
    const first = await counts();
    expect(first.users).toBe(5);
    expect(first.organizations).toBe(4);
    expect(first.pages).toBe(5); // main, dashboard, admin-panel, about, components-demo

    await db.updateTable('menus').set({ name: 'Edited' }).where('is_homepage', '=', true).execute();
    await db.updateTable('translations').set({ value: 'Kirish!' }).where('locale', '=', 'la').where('key', '=', 'Кириш').execute();
    await db.updateTable('project_profile').set({ name: 'Registry', support_phone: '' }).execute();
    await db.deleteFrom('users').where('username', '=', 'otp').execute();

    await migrateToLatest(db);
    await seedDatabase(db, { demo: true, hasher: testHasher, appealCount: TEST_APPEAL_COUNT });
    expect(await counts()).toEqual({ ...first, users: first.users - 1 });
    expect((await db.selectFrom('menus').select('name').where('is_homepage', '=', true).executeTakeFirstOrThrow()).name).toBe('Edited');
    const kirish = await db
      .selectFrom('translations')
      .select('value')
      .where('locale', '=', 'la')
      .where('key', '=', 'Кириш')
      .executeTakeFirstOrThrow();
    expect(kirish.value).toBe('Kirish!');
    // The demo's support phone came once: the administrator emptied it, and a restart leaves it empty.
    const profile = await db.selectFrom('project_profile').select(['name', 'support_phone']).executeTakeFirstOrThrow();
    expect(profile).toEqual({ name: 'Registry', support_phone: '' });
  });

  it('a production start seeds settings and translations but no accounts or landing page, and only the administration menu', async () => {
    database = await createTestDatabase('migrated');
    await seedDatabase(database.db, { demo: false, hasher: testHasher });
    const seeded = await counts();
    expect(seeded).toMatchObject({ users: 0, menus: countMenus([SYSTEM_MENU]), pages: 0 });
    expect(seeded.translations).toBeGreaterThan(200);
    expect(seeded.settings).toBeGreaterThan(15);
  });

  it('PLATON_TRANSFER_METHOD overrides the stored transfer method on start; unset keeps it', async () => {
    database = await createTestDatabase('migrated');
    const { db } = database;
    const stored = async () =>
      (await db.selectFrom('project_settings').select('value').where('key', '=', 'transfer_method').executeTakeFirstOrThrow()).value;
    await seedDatabase(db, { demo: false, hasher: testHasher });
    expect(await stored()).toBeNull();
    await seedDatabase(db, { demo: false, hasher: testHasher, transferMethod: 'base64' });
    expect(await stored()).toBe('base64');
    await seedDatabase(db, { demo: false, hasher: testHasher });
    expect(await stored()).toBe('base64');
    await seedDatabase(db, { demo: false, hasher: testHasher, transferMethod: null });
    expect(await stored()).toBeNull();
  });

  it('two concurrent demo seeds on one database write the demo data once', async () => {
    database = await createTestDatabase('migrated');
    await Promise.all([
      seedDatabase(database.db, { demo: true, hasher: testHasher, appealCount: TEST_APPEAL_COUNT }),
      seedDatabase(database.db, { demo: true, hasher: testHasher, appealCount: TEST_APPEAL_COUNT }),
    ]);
    const seeded = await counts();
    expect(seeded.users).toBe(5);
    expect(seeded.menus).toBe(countMenus(DEMO_MENUS) + countMenus([SYSTEM_MENU]));
  });
});

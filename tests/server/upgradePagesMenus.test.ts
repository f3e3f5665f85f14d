import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../server/seed/seedDatabase';
import { contentHash } from '../../server/upgrade/contentHash';
import { readRowTree } from '../../server/upgrade/readRowTree';
import type { RowTree } from '../../server/upgrade/RowTree';
import { BUILT_IN_MENU_TREE, PAGE_TREE } from '../../server/upgrade/rowTreeSpecs';
import { BUILT_IN_FINGERPRINT_KEY } from '../../server/upgrade/syncBuiltIns';
import { createTestDatabase, testHasher, type TestDatabase } from './testDatabase';

/**
 * Built-in pages and menus take part in upgrades as forms and tables do (docs/upgrades.md). The production
 * side (the system menu of an earlier release) is in upgrade.test.ts with the fixture; the demo's pages and
 * sidebar are here: a demo database is made to look like one an earlier release wrote, then started again.
 */
let demo: TestDatabase;
let production: TestDatabase;

beforeAll(async () => {
  [demo, production] = await Promise.all([createTestDatabase('demo'), createTestDatabase('production')]);
}, 180_000);
afterAll(async () => {
  await demo?.drop();
  await production?.drop();
});

const versions = (database: TestDatabase, kinds: string[]) =>
  database.db
    .selectFrom('builtin_versions')
    .select(['kind', 'key', 'hash', 'pending_hash'])
    .where('kind', 'in', kinds)
    .orderBy('kind')
    .orderBy('key')
    .execute();
const setVersion = (kind: string, key: string, hash: string) =>
  demo.db.updateTable('builtin_versions').set({ hash }).where('kind', '=', kind).where('key', '=', key).execute();
/** Starts "a newer release": the stored fingerprint no longer matches, so the built-ins are compared again. */
async function startNewerRelease() {
  await demo.db
    .updateTable('project_settings')
    .set({ value: JSON.stringify('earlier') })
    .where('key', '=', BUILT_IN_FINGERPRINT_KEY)
    .execute();
  await seedDatabase(demo.db, { demo: true, hasher: testHasher, release: '0.1.0-next' });
}
const pageId = async (name: string) =>
  (await demo.db.selectFrom('platon_pages').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const menuId = async (name: string) =>
  (await demo.db.selectFrom('menus').select('id').where('name', '=', name).where('parent_id', 'is', null).executeTakeFirstOrThrow()).id;

describe('built-in pages and menus in upgrades', () => {
  it('a fresh database records each as the release has it, with nothing pending', async () => {
    const inProduction = await versions(production, ['page', 'menu']);
    expect(inProduction.map((row) => `${row.kind} ${row.key}`)).toEqual(['menu Бошқарув']);
    const inDemo = await versions(demo, ['page', 'menu']);
    expect(inDemo.map((row) => `${row.kind} ${row.key}`)).toEqual(
      expect.arrayContaining(['menu Бошқарув', 'menu Мурожаатлар', 'menu Тизим', 'page dashboard', 'page main', 'page components-demo']),
    );
    for (const row of [...inProduction, ...inDemo]) {
      expect(row.pending_hash, `${row.kind} ${row.key}`).toBeNull();
      expect(row.hash, `${row.kind} ${row.key}`).not.toBeNull();
    }
  });

  it('on the first release that versions them, a demo page the administrator deleted stays deleted', async () => {
    await demo.db.deleteFrom('builtin_versions').where('kind', 'in', ['page', 'menu']).execute();
    await demo.db.deleteFrom('platon_pages').where('name', '=', 'about').execute();
    await startNewerRelease();
    expect(await readRowTree(demo.db, PAGE_TREE, 'about')).toBeUndefined();
    expect((await versions(demo, ['page'])).map((row) => row.key)).not.toContain('about');
    expect((await versions(demo, ['page'])).map((row) => row.key)).toContain('dashboard');
  });

  it('brings a page and a menu of an earlier release up to this one, and lists a menu the administrator changed', async () => {
    const release = {
      dashboard: (await readRowTree(demo.db, PAGE_TREE, 'dashboard')) as RowTree,
      system: (await readRowTree(demo.db, BUILT_IN_MENU_TREE, 'Тизим')) as RowTree,
      references: (await readRowTree(demo.db, BUILT_IN_MENU_TREE, 'Маълумотномалар')) as RowTree,
    };
    // The earlier release's dashboard: another title, without its last component.
    const dashboard = await pageId('dashboard');
    await demo.db.updateTable('platon_pages').set({ title: 'Панель (эски)' }).where('id', '=', dashboard).execute();
    const lastComponent = await demo.db
      .selectFrom('platon_page_components')
      .select('id')
      .where('page_id', '=', dashboard)
      .orderBy('sort_order', 'desc')
      .executeTakeFirstOrThrow();
    await demo.db.deleteFrom('platon_page_components').where('id', '=', lastComponent.id).execute();
    await setVersion('page', 'dashboard', contentHash(await readRowTree(demo.db, PAGE_TREE, 'dashboard')));
    // The earlier release's "System" menu: one item fewer and another icon.
    const system = await menuId('Тизим');
    await demo.db.deleteFrom('menus').where('parent_id', '=', system).where('link', '=', '/system/db-control').execute();
    await demo.db.updateTable('menus').set({ css_class: 'fa-solid fa-wrench' }).where('id', '=', system).execute();
    await setVersion('menu', 'Тизим', contentHash(await readRowTree(demo.db, BUILT_IN_MENU_TREE, 'Тизим')));
    // An administrator's icon on a menu this release changes too.
    await demo.db
      .updateTable('menus')
      .set({ css_class: 'fa-solid fa-book-bookmark' })
      .where('id', '=', await menuId('Маълумотномалар'))
      .execute();
    await setVersion('menu', 'Маълумотномалар', 'earlier');
    const systemOrder = (await demo.db.selectFrom('menus').select('sort_order').where('id', '=', system).executeTakeFirstOrThrow())
      .sort_order;

    await startNewerRelease();

    expect(await readRowTree(demo.db, PAGE_TREE, 'dashboard')).toEqual(release.dashboard);
    expect(await readRowTree(demo.db, BUILT_IN_MENU_TREE, 'Тизим')).toEqual(release.system);
    // Updated in place: the same row, where it was.
    expect(await menuId('Тизим')).toBe(system);
    expect((await demo.db.selectFrom('menus').select('sort_order').where('id', '=', system).executeTakeFirstOrThrow()).sort_order).toBe(
      systemOrder,
    );
    const references = await readRowTree(demo.db, BUILT_IN_MENU_TREE, 'Маълумотномалар');
    expect(references?.row.css_class).toBe('fa-solid fa-book-bookmark');
    const pending = (await versions(demo, ['page', 'menu'])).filter((row) => row.pending_hash);
    expect(pending.map((row) => `${row.kind} ${row.key}`)).toEqual(['menu Маълумотномалар']);
    expect(pending[0].pending_hash).toBe(contentHash(release.references));
  });
});

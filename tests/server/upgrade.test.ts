import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingUpdate } from '../../src/core/api/upgradeContract';
import { buildApp } from '../../server/buildApp';
import { migrateToLatest } from '../../server/db/migrations';
import { seedDatabase } from '../../server/seed/seedDatabase';
import { SHELL_TRANSLATIONS } from '../../server/seed/shellTranslations';
import { readRowTree } from '../../server/upgrade/readRowTree';
import { BUILT_IN_MENU_TREE, FORM_TREE, TABLE_TREE } from '../../server/upgrade/rowTreeSpecs';
import { OLDER_RELEASE } from '../fixtures/upgrade/olderRelease';
import { fixtureUserToken } from './support/tableFixture';
import { loadDatabaseDump, type DatabaseDump } from './support/databaseDump';
import { createTestDatabase, testHasher, type TestDatabase } from './testDatabase';

const { staleTranslation, adminTranslation, staleForm, adminTable, newForm, staleMenu } = OLDER_RELEASE;
const releaseText = (key: string) => (SHELL_TRANSLATIONS.en as Record<string, string>)[key];

/** A database of the earlier release (the fixture), started once by this release: the upgrade under test. */
async function upgradedDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase('empty');
  await migrateToLatest(database.db);
  const dump = JSON.parse(
    gunzipSync(readFileSync(new URL('../fixtures/upgrade/olderRelease.json.gz', import.meta.url))).toString(),
  ) as DatabaseDump;
  await loadDatabaseDump(database.db, dump);
  await seedDatabase(database.db, { demo: false, hasher: testHasher, release: '0.1.0-next' });
  return database;
}

async function text(database: TestDatabase, locale: string, key: string) {
  const row = await database.db
    .selectFrom('translations')
    .select('value')
    .where('locale', '=', locale)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

let upgraded: TestDatabase;
let fresh: TestDatabase;
let app: FastifyInstance;
let uploadsDir: string;
let adminToken: string;

beforeAll(async () => {
  upgraded = await upgradedDatabase();
  fresh = await createTestDatabase('production');
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'platon-upgrade-'));
  app = await buildApp({
    db: upgraded.db,
    secrets: { jwtSecret: randomBytes(32) },
    hasher: testHasher,
    staticRoot: null,
    version: '0.0.0-test',
    demo: false,
    uploadsDir,
  });
  adminToken = await fixtureUserToken(app, upgraded.db, ['platon.admin']);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await upgraded?.drop();
  await fresh?.drop();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

const pending = async (token = adminToken) => {
  const response = await app.inject({ method: 'GET', url: '/api/upgrades/pending', headers: { authorization: `Bearer ${token}` } });
  return { status: response.statusCode, data: (response.json() as { data: PendingUpdate[] }).data };
};

describe('upgrading a database of an earlier release', () => {
  it('updates the built-in rows the administrator never changed, and adds the new ones', async () => {
    expect(await text(upgraded, staleTranslation.locale, staleTranslation.key)).toBe(releaseText(staleTranslation.key));
    const form = await readRowTree(upgraded.db, FORM_TREE, staleForm.name);
    expect(form?.row.title).not.toBe(staleForm.olderTitle);
    expect(form).toEqual(await readRowTree(fresh.db, FORM_TREE, staleForm.name));
    expect(await readRowTree(upgraded.db, FORM_TREE, newForm.name)).toEqual(await readRowTree(fresh.db, FORM_TREE, newForm.name));
    const menu = await readRowTree(upgraded.db, BUILT_IN_MENU_TREE, staleMenu.name);
    expect(menu?.row.css_class).not.toBe(staleMenu.olderIcon);
    expect(JSON.stringify(menu)).toContain(staleMenu.missingLink);
    expect(menu).toEqual(await readRowTree(fresh.db, BUILT_IN_MENU_TREE, staleMenu.name));
  });

  it('leaves the rows the administrator changed, and lists those the release changes too', async () => {
    expect(await text(upgraded, adminTranslation.locale, adminTranslation.key)).toBe(adminTranslation.admin);
    expect((await readRowTree(upgraded.db, TABLE_TREE, adminTable.name))?.row.title).toBe(adminTable.adminTitle);
    const { status, data } = await pending();
    expect(status).toBe(200);
    expect(data.map((item) => `${item.kind} ${item.key}`)).toEqual([`translation ${adminTranslation.locale}:${adminTranslation.key}`]);
    expect(data[0]).toMatchObject({
      deleted: false,
      changes: [{ path: '', current: adminTranslation.admin, release: releaseText(adminTranslation.key) }],
      moreChanges: 0,
    });
  });

  it('a second start of the same release changes nothing', async () => {
    await seedDatabase(upgraded.db, { demo: false, hasher: testHasher, release: '0.1.0-next' });
    expect(await text(upgraded, adminTranslation.locale, adminTranslation.key)).toBe(adminTranslation.admin);
    expect((await pending()).data).toHaveLength(1);
  });

  it('only an administrator sees or settles the list', async () => {
    const userToken = await fixtureUserToken(app, upgraded.db, []);
    expect((await pending(userToken)).status).toBe(403);
    const response = await app.inject({
      method: 'POST',
      url: '/api/upgrades/take',
      headers: { authorization: `Bearer ${userToken}` },
      payload: { kind: 'translation', key: `${adminTranslation.locale}:${adminTranslation.key}` },
    });
    expect(response.statusCode).toBe(403);
    expect(await text(upgraded, adminTranslation.locale, adminTranslation.key)).toBe(adminTranslation.admin);
  });

  it('takes the new version on request; a row no longer pending answers 404', async () => {
    const take = () =>
      app.inject({
        method: 'POST',
        url: '/api/upgrades/take',
        headers: { authorization: `Bearer ${adminToken}` },
        payload: { kind: 'translation', key: `${adminTranslation.locale}:${adminTranslation.key}` },
      });
    expect((await take()).statusCode).toBe(200);
    expect(await text(upgraded, adminTranslation.locale, adminTranslation.key)).toBe(releaseText(adminTranslation.key));
    expect((await pending()).data).toEqual([]);
    const again = await take();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: 'NOT_PENDING', message: 'Бу ўзгариш аллақачон кўриб чиқилган' });
  });

  it('keeps the administrator’s version on request: it leaves the list and a restart does not list it again', async () => {
    // A release that changed the built-in "forms" form after the administrator retitled it.
    await upgraded.db.updateTable('forms').set({ title: 'Шакллар рўйхати (бизники)' }).where('name', '=', 'forms').execute();
    await upgraded.db
      .updateTable('builtin_versions')
      .set({ hash: 'earlier' })
      .where('kind', '=', 'form')
      .where('key', '=', 'forms')
      .execute();
    await upgraded.db
      .updateTable('project_settings')
      .set({ value: JSON.stringify('earlier') })
      .where('key', '=', 'platon.builtInFingerprint')
      .execute();
    await seedDatabase(upgraded.db, { demo: false, hasher: testHasher, release: '0.1.0-next' });
    expect((await pending()).data.map((item) => `${item.kind} ${item.key}`)).toEqual(['form forms']);
    const keep = await app.inject({
      method: 'POST',
      url: '/api/upgrades/keep',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { kind: 'form', key: 'forms' },
    });
    expect(keep.statusCode).toBe(200);
    expect((await pending()).data).toEqual([]);
    await upgraded.db
      .updateTable('project_settings')
      .set({ value: JSON.stringify('earlier') })
      .where('key', '=', 'platon.builtInFingerprint')
      .execute();
    await seedDatabase(upgraded.db, { demo: false, hasher: testHasher, release: '0.1.0-next' });
    expect((await pending()).data).toEqual([]);
    expect((await readRowTree(upgraded.db, FORM_TREE, 'forms'))?.row.title).toBe('Шакллар рўйхати (бизники)');
  });
});

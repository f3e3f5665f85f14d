// Usage: npx tsx scripts/make-upgrade-fixture.ts
//
// Writes tests/fixtures/upgrade/olderRelease.json.gz: a production database seeded by this release, then made
// to look like one an earlier release seeded and an administrator used (tests/fixtures/upgrade/olderRelease.ts
// says what differs). The rows the earlier release wrote carry the hashes that release would have recorded.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { createPasswordHasher } from '../server/auth/createPasswordHasher';
import { createDatabase } from '../server/db/createDatabase';
import { migrateToLatest } from '../server/db/migrations';
import { seedDatabase } from '../server/seed/seedDatabase';
import { contentHash } from '../server/upgrade/contentHash';
import { readRowTree } from '../server/upgrade/readRowTree';
import { BUILT_IN_MENU_TREE, FORM_TREE } from '../server/upgrade/rowTreeSpecs';
import { BUILT_IN_FINGERPRINT_KEY } from '../server/upgrade/syncBuiltIns';
import { dumpDatabase } from '../tests/server/support/databaseDump';
import { OLDER_RELEASE } from '../tests/fixtures/upgrade/olderRelease';

const db = await createDatabase({ kind: 'pglite-instance', instance: new PGlite('memory://') });
await migrateToLatest(db);
await seedDatabase(db, { demo: false, hasher: createPasswordHasher({ memoryKiB: 256, passes: 1 }), release: OLDER_RELEASE.release });

const version = (kind: string, key: string, hash: string | null) =>
  db.updateTable('builtin_versions').set({ hash }).where('kind', '=', kind).where('key', '=', key).execute();
const setText = (locale: string, key: string, value: string) =>
  db.updateTable('translations').set({ value }).where('locale', '=', locale).where('key', '=', key).execute();

const { staleTranslation, adminTranslation, staleForm, adminTable, newForm, staleMenu } = OLDER_RELEASE;
await setText(staleTranslation.locale, staleTranslation.key, staleTranslation.older);
await version('translation', `${staleTranslation.locale}:${staleTranslation.key}`, contentHash(staleTranslation.older));

await setText(adminTranslation.locale, adminTranslation.key, adminTranslation.admin);
await version('translation', `${adminTranslation.locale}:${adminTranslation.key}`, contentHash(adminTranslation.older));

const form = await db.selectFrom('forms').select('id').where('name', '=', staleForm.name).executeTakeFirstOrThrow();
await db.updateTable('forms').set({ title: staleForm.olderTitle }).where('id', '=', form.id).execute();
const last = await db
  .selectFrom('form_elements')
  .select('id')
  .where('form_id', '=', form.id)
  .orderBy('position', 'desc')
  .executeTakeFirstOrThrow();
await db.deleteFrom('form_elements').where('id', '=', last.id).execute();
await version('form', staleForm.name, contentHash(await readRowTree(db, FORM_TREE, staleForm.name)));

const menu = await db
  .selectFrom('menus')
  .select('id')
  .where('name', '=', staleMenu.name)
  .where('parent_id', 'is', null)
  .executeTakeFirstOrThrow();
await db.updateTable('menus').set({ css_class: staleMenu.olderIcon }).where('id', '=', menu.id).execute();
await db.deleteFrom('menus').where('parent_id', '=', menu.id).where('link', '=', staleMenu.missingLink).execute();
await version('menu', staleMenu.name, contentHash(await readRowTree(db, BUILT_IN_MENU_TREE, staleMenu.name)));

// The administrator's edit comes after the release recorded the table as it wrote it.
await db.updateTable('tables').set({ title: adminTable.adminTitle }).where('name', '=', adminTable.name).execute();

await db.deleteFrom('forms').where('name', '=', newForm.name).execute();
await db.deleteFrom('builtin_versions').where('kind', '=', 'form').where('key', '=', newForm.name).execute();

await db
  .updateTable('project_settings')
  .set({ value: JSON.stringify(`release ${OLDER_RELEASE.release}`) })
  .where('key', '=', BUILT_IN_FINGERPRINT_KEY)
  .execute();

const dump = await dumpDatabase(db, `A production database of Platon ${OLDER_RELEASE.release} (tests/fixtures/upgrade/olderRelease.ts)`);
writeFileSync(new URL('../tests/fixtures/upgrade/olderRelease.json.gz', import.meta.url), gzipSync(JSON.stringify(dump), { level: 9 }));
await db.destroy();
console.log(
  Object.entries(dump.tables)
    .map(([table, rows]) => `${table} ${rows.length}`)
    .join(', '),
);

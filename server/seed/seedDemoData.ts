import { sql, type Kysely, type Transaction } from 'kysely';
import type { PasswordHasher } from '../auth/createPasswordHasher';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { isSeeded, seedOnce } from './seedOnce';
import { seedDemoAds } from './demoAds';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { seedDemoCall24 } from './seedDemoCall24';
import { DEMO_MENUS, type MenuSeed } from './demoMenus';
import { LANDING_PAGE } from './landingPage';
import { seedDemoForms } from './seedDemoForms';
import { seedDemoImports } from './seedDemoImports';
import { demoMenuRow } from './demoMenuRow';
import { seedDemoInstructions } from './seedDemoInstructions';
import { seedDemoMenuAdditions } from './seedDemoMenuAdditions';
import { seedDemoElementComponents } from './seedDemoElementComponents';
import { seedDemoElementScripts } from './seedDemoElementScripts';
import { seedDemoPageDialogs } from './seedDemoPageDialogs';
import { seedDemoPages } from './seedDemoPages';
import { seedDemoComponentsPage } from './seedDemoComponentsPage';
import { seedDemoTables, type DemoTablesOptions } from './seedDemoTables';

/** project_settings key recording that the demo data went in once; later starts leave it all to the admins. */
const DEMO_MARKER = 'platon.demoSeededAt';
/** Arbitrary constant: serialises concurrent first starts of several instances on one PostgreSQL. */
const SEED_LOCK = 72_310_001;

/**
 * Demo accounts, their organisations, the sidebar and the landing page, written exactly once per database
 * (the demo pages, ad, tables, forms and the sidebar's later additions keep markers of their own):
 * a restart neither duplicates them nor undoes what an administrator changed or deleted since.
 */
export async function seedDemoData(db: Kysely<DatabaseSchema>, hasher: PasswordHasher, tables: DemoTablesOptions = {}): Promise<void> {
  // Hash before the transaction: scrypt is slow and must not hold the lock; run in parallel on the thread pool,
  // while the database writes the demo tables.
  const hashing = (await isSeeded(db, DEMO_MARKER)) ? null : Promise.all(DEMO_ACCOUNTS.map((account) => hasher.hash(account.password)));
  hashing?.catch(() => undefined); // a failure surfaces at the await below, not as an unhandled rejection
  await seedDemoPages(db);
  await seedDemoPageDialogs(db);
  await seedDemoAds(db);
  await seedDemoTables(db, tables);
  await seedDemoForms(db);
  if (hashing) await seedAccountsAndMenus(db, await hashing);
  await seedDemoMenuAdditions(db);
  await seedDemoElementComponents(db);
  await seedDemoElementScripts(db);
  await seedDemoImports(db);
  await seedDemoInstructions(db);
  await seedDemoCall24(db);
  await seedDemoComponentsPage(db);
}

async function seedAccountsAndMenus(db: Kysely<DatabaseSchema>, hashes: string[]): Promise<void> {
  await seedOnce(db, { marker: DEMO_MARKER, lock: SEED_LOCK }, async (trx) => {
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const inserted = await trx
        .insertInto('users')
        .values({
          username: account.username,
          password_hash: hashes[index],
          full_name: account.fullName,
          post_name: account.postName,
          org_id: null,
          tin: null,
          pinfl: account.pinfl ?? null,
          locale: null,
          permissions: JSON.stringify(account.permissions),
          registered_with_eimzo: account.registeredWithEimzo ?? false,
          photo: null,
          otp_secret: account.otpSecret ?? null,
          otp_last_step: null,
          email: account.email ?? null,
        })
        .onConflict((oc) => oc.expression(sql`lower(username)`).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted || !account.organizations?.length) continue;
      await trx
        .insertInto('user_organizations')
        .values(
          account.organizations.map((org, order) => ({
            user_id: inserted.id,
            tin: org.tin ?? null,
            pinfl: org.pinfl ?? null,
            name: org.name,
            name_la: org.nameLa,
            sort_order: order,
          })),
        )
        .execute();
    }
    await insertMenus(trx, DEMO_MENUS, null, 'appeals');
    await insertLandingPage(trx);
  });
}

/** Children belong to their parent's project unless they name one: the platform's own group stays the platform's. */
async function insertMenus(
  trx: Transaction<DatabaseSchema>,
  items: MenuSeed[],
  parentId: number | null,
  parentProject: string,
): Promise<void> {
  for (const [order, item] of items.entries()) {
    const projectId = item.projectId ?? parentProject;
    const { id } = await trx
      .insertInto('menus')
      .values(demoMenuRow(item, parentId, projectId, (order + 1) * 10))
      .returning('id')
      .executeTakeFirstOrThrow();
    if (item.children) await insertMenus(trx, item.children, id, projectId);
  }
}

async function insertLandingPage(trx: Transaction<DatabaseSchema>): Promise<void> {
  const page = await trx
    .insertInto('platon_pages')
    .values({ name: LANDING_PAGE.name, title: LANDING_PAGE.title, css: LANDING_PAGE.css, is_public: true, data: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!page) return;
  await trx
    .insertInto('platon_page_components')
    .values(
      LANDING_PAGE.components.map((component, order) => ({
        page_id: page.id,
        name: component.name,
        content: component.content,
        scripts: JSON.stringify([]),
        css: component.css,
        sort_order: order,
      })),
    )
    .execute();
}

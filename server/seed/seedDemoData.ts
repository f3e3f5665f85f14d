import { sql, type Kysely } from 'kysely';
import type { PasswordHasher } from '../auth/createPasswordHasher';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { isSeeded, seedOnce } from './seedOnce';
import { seedDemoAds } from './demoAds';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { seedDemoCall24 } from './seedDemoCall24';
import { DEMO_MENUS } from './demoMenus';
import { insertMenuSeed } from './insertMenuSeed';
import { insertPageSeed } from './insertPageSeed';
import { LANDING_PAGE } from './landingPage';
import { seedDemoForms } from './seedDemoForms';
import { seedDemoImports } from './seedDemoImports';
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
    for (const [order, item] of DEMO_MENUS.entries()) await insertMenuSeed(trx, item, null, 'appeals', (order + 1) * 10);
    await insertPageSeed(trx, LANDING_PAGE);
  });
}

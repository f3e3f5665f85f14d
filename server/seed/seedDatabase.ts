import type { Kysely } from 'kysely';
import type { TransferMethod } from '../../src/core/api/transferCodec';
import type { PasswordHasher } from '../auth/createPasswordHasher';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { PLATON_VERSION } from '../platonVersion';
import { syncBuiltIns, type SyncOutcome } from '../upgrade/syncBuiltIns';
import { DEFAULT_PROJECT_SETTINGS, PROFILE_SETTING_KEYS } from './defaultProjectSettings';
import { MENU_TRANSLATIONS } from './menuTranslations';
import { seedBuiltInConfig } from './seedBuiltInConfig';
import { seedDemoData } from './seedDemoData';
import { seedDemoCron } from './seedDemoCron';
import { seedDemoFileCategory } from './seedDemoFileCategory';
import { seedDemoProjectProfile } from './seedDemoProjectProfile';
import { seedInstructionsConfig } from './seedInstructionsConfig';
import { seedUserAdmin } from './seedUserAdmin';
import { SHELL_TRANSLATIONS } from './shellTranslations';
import { seedProjectSettingsConfig } from '../settings/seedProjectSettingsConfig';

export interface SeedOptions {
  /** Demo mode adds accounts, the sidebar, the landing page, the demo registry, tables and forms, and the menu translations. */
  demo: boolean;
  hasher: PasswordHasher;
  /** From PLATON_TRANSFER_METHOD: undefined keeps the stored value, null switches encoding off. */
  transferMethod?: TransferMethod | null;
  /** Demo appeals generated on first seed (default 100,000; PLATON_DEMO_APPEALS, tests use fewer). */
  appealCount?: number;
  /** The release recorded against the built-in rows it writes (PLATON_VERSION unless given). */
  release?: string;
}

/**
 * Runs on every start and is idempotent: the seeds only ever add rows (ON CONFLICT DO NOTHING), then
 * syncBuiltIns brings the built-in forms, tables, pages, menus and translations a newer release changed up to date where
 * the administrator did not change them (docs/upgrades.md). The one other exception is
 * PLATON_TRANSFER_METHOD, which the operator sets on purpose. Resolves what the built-in sync did (`platon
 * migrate` reports it).
 */
export async function seedDatabase(db: Kysely<DatabaseSchema>, options: SeedOptions): Promise<SyncOutcome> {
  await db
    .insertInto('project_settings')
    .values(
      Object.entries(DEFAULT_PROJECT_SETTINGS)
        .filter(([key]) => !(PROFILE_SETTING_KEYS as readonly string[]).includes(key))
        .map(([key, value]) => ({ key, value: JSON.stringify(value) })),
    )
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  if (options.transferMethod !== undefined) {
    const value = JSON.stringify(options.transferMethod);
    await db
      .insertInto('project_settings')
      .values({ key: 'transfer_method', value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }

  const rows: { locale: string; key: string; value: string }[] = [];
  for (const [locale, texts] of Object.entries(SHELL_TRANSLATIONS)) {
    for (const [key, value] of Object.entries(texts)) if (value) rows.push({ locale, key, value });
  }
  if (options.demo) {
    for (const [locale, texts] of Object.entries(MENU_TRANSLATIONS)) {
      for (const [key, value] of Object.entries(texts)) rows.push({ locale, key, value });
    }
  }
  await db
    .insertInto('translations')
    .values(rows)
    .onConflict((oc) => oc.columns(['locale', 'key']).doNothing())
    .execute();

  // The platform's own configuration tables and forms: how an administrator edits it, in every mode.
  await seedBuiltInConfig(db);
  await seedInstructionsConfig(db);
  await seedProjectSettingsConfig(db);
  await seedUserAdmin(db);
  if (options.demo) {
    await seedDemoData(db, options.hasher, { appealCount: options.appealCount });
    await seedDemoProjectProfile(db);
    await seedDemoFileCategory(db);
    await seedDemoCron(db);
  }
  return syncBuiltIns(db, { demo: options.demo, release: options.release ?? PLATON_VERSION });
}

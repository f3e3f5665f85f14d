import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { seedOnce } from './seedOnce';

/** The demo's own support line, copyright link and snowfall: demo data, never a production default. */
export const DEMO_PROJECT_PROFILE = {
  support_phone: '+998 71 200 00 00',
  support_chat: 'https://t.me/platon_support',
  copyright_url: 'https://example.com',
  winter_mode_date: '02-15',
} as const;

const MARKER = 'platon.demoProjectProfileSeededAt';
/** Arbitrary constant next to the other seeds' (72_310_001..020): serialises concurrent starts. */
const SEED_LOCK = 72_310_021;

/**
 * Gives the demo its support phone, chat, copyright link and winter mode, once: only fields still empty
 * are filled, so a demo administrator's own values (carried over by migration 0020) stay.
 *
 * @example
 * await seedDemoProjectProfile(db);
 */
export async function seedDemoProjectProfile(db: Kysely<DatabaseSchema>): Promise<void> {
  await seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (trx) => {
    const fill = (column: keyof typeof DEMO_PROJECT_PROFILE) =>
      sql<string>`coalesce(nullif(${sql.ref(column)}, ''), ${DEMO_PROJECT_PROFILE[column]})`;
    await trx
      .updateTable('project_profile')
      .set({
        support_phone: fill('support_phone'),
        support_chat: fill('support_chat'),
        copyright_url: fill('copyright_url'),
        winter_mode_date: fill('winter_mode_date'),
      })
      .where('id', '=', 1)
      .execute();
  });
}

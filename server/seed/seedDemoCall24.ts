import { sql, type Kysely } from 'kysely';
import type { Call24Settings } from '../../src/core/api/call24Contract';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/**
 * The demo's call-back line (issue 15): on the registry's tables, forms, pages and the profile, not on
 * `/async` or the file manager (administrators see it everywhere, docs/behaviour.md §2). Its texts are translated in
 * call24Translations.
 */
export const DEMO_CALL24: Call24Settings = {
  enabled: true,
  title: 'Қайта қўнғироқ',
  intro: 'Рақамингизни қолдиринг: қўллаб-қувватлаш хизмати сизга қўнғироқ қилади',
  hours: 'Душанба–жума, 9:00–18:00',
  topics: ['Тизимга кириш', 'Маълумотлар', 'Тизимдаги хатолик', 'Бошқа савол'],
  pages: ['/tables/*', '/forms/**', '/pages/*', '/system/profile'],
};

/**
 * Fills `call24` with DEMO_CALL24 while it is still the default `{}`: runs on every start, so an existing
 * demo database gets the line on its next start, and an administrator's own settings (even switched off)
 * are never overwritten.
 *
 * @example
 * await seedDemoCall24(db);
 */
export async function seedDemoCall24(db: Kysely<DatabaseSchema>): Promise<void> {
  await sql`UPDATE project_settings SET value = ${JSON.stringify(DEMO_CALL24)}::jsonb WHERE key = 'call24' AND value = '{}'::jsonb`.execute(
    db,
  );
}

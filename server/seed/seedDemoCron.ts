import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { seedOnce } from './seedOnce';

const MARKER = 'platon.demoCronSeededAt';
/** Arbitrary constant next to the other seeds' (72_310_001..022): serialises concurrent starts. */
const SEED_LOCK = 72_310_023;

/**
 * The demo's scheduled tasks (issue 45), once: every five minutes the appeals past their due date that are
 * still new or in review are marked urgent, and every night at three (Tashkent) uploads never saved into a
 * record are purged. A production start has none; its administrators add theirs in 'Режалаштирилган вазифалар'.
 *
 * @example
 * await seedDemoCron(db);
 */
export async function seedDemoCron(db: Kysely<DatabaseSchema>): Promise<void> {
  await seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (trx) => {
    await trx
      .insertInto('cron')
      .values([
        {
          name: 'Муддати ўтган мурожаатларни белгилаш',
          expression: '*/5 * * * *',
          handler: 'sql',
          // Statuses 1 and 2: new and in review (demoCatalogs).
          sql_text: 'UPDATE app.appeals SET is_urgent = true WHERE due_date < current_date AND status_id IN (1, 2) AND NOT is_urgent',
          timeout_seconds: 30,
          is_active: true,
          notify_logins: 'admin',
        },
        {
          name: 'Эгасиз юкламаларни тозалаш',
          expression: '0 3 * * *',
          handler: 'purge_orphan_uploads',
          timeout_seconds: 600,
          catch_up: true,
          is_active: true,
          notify_logins: 'admin',
        },
      ])
      .execute();
  });
}

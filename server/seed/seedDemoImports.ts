import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { seedOnce } from './seedOnce';

/** Arbitrary constant next to the other seeds' (72_310_001..006): serialises concurrent starts. */
const SEED_LOCK = 72_310_007;
const MARKER = 'platon.demoImportsSeededAt';

/** The columns of the demo's appeals import: header in the file → field of the `appeals` form. */
export const DEMO_APPEALS_IMPORT_COLUMNS: readonly { header: string; field: string }[] = [
  { header: 'Рақами', field: 'number' },
  { header: 'Мурожаатчи', field: 'applicant' },
  { header: 'Телефон', field: 'phone' },
  { header: 'Ҳудуд', field: 'region_id' },
  { header: 'Туман', field: 'district_id' },
  { header: 'Тоифа', field: 'category_id' },
  { header: 'Ҳолат', field: 'status_id' },
  { header: 'Сумма', field: 'amount' },
  { header: 'Тўланган', field: 'paid' },
  { header: 'Муддати', field: 'due_date' },
  { header: 'Мазмуни', field: 'description' },
];

/**
 * The demo's import (`/import/appeals`, issue 14): appeals from an xlsx or csv file through the `appeals`
 * form, a row with a known number updating that appeal. Selects take names as written in the file. Seeded
 * once (an administrator's edits and deletions stay).
 *
 * @example
 * await seedDemoImports(db);
 */
export async function seedDemoImports(db: Kysely<DatabaseSchema>): Promise<void> {
  // A marker of its own: seeded once, so an administrator's deletion stays deleted.
  await seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (trx) => {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO excel_import_configs (name, target_table, target_form, note, header_row, key_field)
      SELECT 'appeals', 'appeals', 'appeals',
        'Биринчи қаторда устунлар номи. Ҳудуд, туман, тоифа ва ҳолат номи билан ёзилади; мавжуд рақамли мурожаат янгиланади.',
        1, 'number'
      WHERE NOT EXISTS (SELECT 1 FROM excel_import_configs WHERE name = 'appeals')
      RETURNING id`.execute(trx);
    const id = rows[0]?.id;
    if (id === undefined) return;
    for (const column of DEMO_APPEALS_IMPORT_COLUMNS) {
      await sql`INSERT INTO excel_import_row_handlers (config_id, column_name, data_field) VALUES (${id}, ${column.header}, ${column.field})`.execute(
        trx,
      );
    }
  });
}

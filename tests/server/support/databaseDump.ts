import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../server/db/DatabaseSchema';
import { columnTypes } from '../../../server/upgrade/columnTypes';

/** A database's rows, table by table (schema migrations left out): the upgrade fixture's format. */
export interface DatabaseDump {
  /** What the dump stands for, in words. */
  note: string;
  tables: Record<string, Record<string, unknown>[]>;
}

/** Tables a dump never holds: the migrator's own bookkeeping is the schema's, not the release's data. */
const SKIPPED = new Set(['platon_migrations', 'platon_migrations_lock']);

/** Every row of every table of the current schema that has any, ordered by id where there is one. */
export async function dumpDatabase(db: Kysely<DatabaseSchema>, note: string): Promise<DatabaseDump> {
  const { rows: names } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const tables: DatabaseDump['tables'] = {};
  for (const { table_name: table } of names) {
    if (SKIPPED.has(table)) continue;
    const types = await columnTypes(db, [table]);
    const order = types.get(table)?.has('id') ? sql`ORDER BY id` : sql``;
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ${order}`.execute(db);
    if (rows.length) tables[table] = rows;
  }
  return { note, tables };
}

/**
 * Writes a dump into a migrated database, in place of the rows its migrations wrote: tables in the order their foreign keys need, JSON columns
 * as JSON text, and every id sequence moved past the ids it brought.
 */
export async function loadDatabaseDump(db: Kysely<DatabaseSchema>, dump: DatabaseDump): Promise<void> {
  const names = Object.keys(dump.tables);
  const types = await columnTypes(db, names);
  const { rows: links } = await sql<{ child: string; parent: string }>`
    SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint WHERE contype = 'f'`.execute(db);
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const link of links) if (link.child === table && link.parent !== table && names.includes(link.parent)) visit(link.parent, path);
    ordered.push(table);
  };
  for (const table of names) visit(table, new Set());
  // The rows a migration writes (the one project profile) are the dump's to give.
  for (const table of [...ordered].reverse()) await sql`DELETE FROM ${sql.table(table)}`.execute(db);
  for (const table of ordered) {
    for (const row of dump.tables[table]) {
      const columns = Object.keys(row);
      const values = columns.map((column) => {
        const type = types.get(table)?.get(column);
        const value = row[column];
        return (type === 'jsonb' || type === 'json') && value !== null ? sql`${JSON.stringify(value)}::jsonb` : sql`${value}`;
      });
      await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) VALUES (${sql.join(values)})`.execute(
        db,
      );
    }
    if (types.get(table)?.has('id')) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(db);
    }
  }
}

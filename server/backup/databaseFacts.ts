import { MIGRATION_TABLE } from '../db/migrations';

/** The schemas Platon's tables live in: its own in `public`, the tables administrators define in `app`. */
export const PLATON_SCHEMAS = ['public', 'app'] as const;

/** Runs one statement and resolves its rows: a pg client's or PGlite's query, as the caller has it. */
export type RunQuery = <Row>(text: string) => Promise<Row[]>;

export interface DatabaseFacts {
  /** The newest migration applied; null when the database holds no Platon schema. */
  migration: string | null;
  tables: number;
  rows: number;
}

/**
 * What a backup's manifest says of the database: its newest migration and how many tables and rows it
 * holds (exact counts; on PostgreSQL run inside the snapshot pg_dump copies, so they describe the same data).
 */
export async function databaseFacts(query: RunQuery): Promise<DatabaseFacts> {
  const tables = await query<{ schemaname: string; tablename: string }>(
    `SELECT schemaname, tablename FROM pg_catalog.pg_tables WHERE schemaname IN (${PLATON_SCHEMAS.map((name) => `'${name}'`).join(', ')}) ORDER BY 1, 2`,
  );
  if (!tables.some((table) => table.schemaname === 'public' && table.tablename === MIGRATION_TABLE)) {
    return { migration: null, tables: tables.length, rows: 0 };
  }
  const [latest] = await query<{ name: string }>(`SELECT name FROM public.${MIGRATION_TABLE} ORDER BY name DESC LIMIT 1`);
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const counts = await query<{ rows: string | number }>(
    `SELECT (${tables.map((table) => `(SELECT count(*) FROM ${quote(table.schemaname)}.${quote(table.tablename)})`).join(' + ')})::text AS rows`,
  );
  return { migration: latest?.name ?? null, tables: tables.length, rows: Number(counts[0]?.rows ?? 0) };
}

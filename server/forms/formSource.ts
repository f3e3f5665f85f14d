import { sql, type Kysely } from 'kysely';
import { OAUTH_PROVIDERS } from '../../src/core/api/signInContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/** A column of a form's source table as information_schema describes it. */
export interface FormColumn {
  name: string;
  /** information_schema's data_type: 'integer', 'jsonb', 'ARRAY', 'timestamp with time zone', 'USER-DEFINED'... */
  dataType: string;
  /** The underlying type's name: 'int4', '_int4' for int[], an enum's name. */
  udtName: string;
  /** Written, never read: a users form's password (hashed, see runtimeForm), never shown back. */
  writeOnly?: boolean;
}

/** The table a form reads and writes, found in the catalog: never the administrator's text itself. */
export interface FormSource {
  schema: 'app' | 'public';
  table: string;
  columns: Map<string, FormColumn>;
}

/**
 * Platform-internal tables no form may reach, whatever an administrator types: credentials, sessions,
 * counters, upload bookkeeping, the migrator's own.
 */
const INTERNAL_TABLES = new Set(['auth_sessions', 'refresh_tokens', 'login_throttle', 'rate_limit_counters', 'files']);
/** Columns that stay hidden even where a form may edit the table (a users form never sees a hash or a TOTP secret). */
const INTERNAL_COLUMNS: Record<string, readonly string[]> = {
  users: ['otp_secret', 'otp_last_step', 'otp_pending_secret', 'otp_pending_at'],
};
/**
 * Columns a form may write but never read: only a password-type element may name one (runtimeForm), which
 * stores what was typed as a hash (or sealed, where the table's rule says so) and never sends anything back.
 * An administrator sets a temporary password so, or an OAuth client secret.
 */
const WRITE_ONLY_COLUMNS: Record<string, readonly string[]> = {
  users: ['password_hash'],
  // The OAuth client secrets of the project settings, stored sealed (projectProfileWriteRule).
  project_profile: OAUTH_PROVIDERS.map((provider) => `${provider}_client_secret`),
};

/**
 * Resolves a form's `source_table` (`app.name`, `public.name` or a bare name meaning the public schema) to
 * a table found in information_schema, with its columns; throws when there is none or it is internal (the
 * configuration, not the request, is wrong: the caller answers 500 and logs). Only the catalog's answer is
 * used in SQL afterwards, always through `sql.id`.
 *
 * @example
 * const source = await formSource(db, 'app.appeals'); // { schema: 'app', table: 'appeals', columns: Map { 'id' => ... } }
 */
export async function formSource(db: Kysely<DatabaseSchema>, sourceTable: string): Promise<FormSource> {
  const text = sourceTable.trim();
  const dot = text.indexOf('.');
  const schema = dot < 0 ? 'public' : text.slice(0, dot);
  const table = dot < 0 ? text : text.slice(dot + 1);
  if ((schema !== 'app' && schema !== 'public') || !table)
    throw new Error(`Form source ${JSON.stringify(text)} is not a table of schema app or public`);
  if (INTERNAL_TABLES.has(table) || table.startsWith('platon_migrations')) {
    throw new Error(`Form source ${JSON.stringify(text)} is a platform-internal table`);
  }
  const { rows } = await sql<{ column_name: string; data_type: string; udt_name: string }>`
    SELECT c.column_name, c.data_type, c.udt_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = ${schema} AND c.table_name = ${table}
    ORDER BY c.ordinal_position`.execute(db);
  if (!rows.length) throw new Error(`Form source ${JSON.stringify(text)} does not exist`);
  const hidden = schema === 'public' ? (INTERNAL_COLUMNS[table] ?? []) : [];
  const writeOnly = schema === 'public' ? (WRITE_ONLY_COLUMNS[table] ?? []) : [];
  const columns = new Map<string, FormColumn>();
  for (const row of rows) {
    if (hidden.includes(row.column_name)) continue;
    const column: FormColumn = { name: row.column_name, dataType: row.data_type, udtName: row.udt_name };
    if (writeOnly.includes(row.column_name)) column.writeOnly = true;
    columns.set(row.column_name, column);
  }
  return { schema, table, columns };
}

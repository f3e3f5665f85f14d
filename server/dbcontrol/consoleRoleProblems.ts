import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/**
 * Built-in roles that let a member do more than read this database: read, write or run files and programs of
 * the server (COPY … TO PROGRAM, pg_read_file), write every table, signal other sessions (the app's), own
 * the database.
 */
const DANGEROUS_ROLES = [
  'pg_read_server_files',
  'pg_write_server_files',
  'pg_execute_server_program',
  'pg_write_all_data',
  'pg_signal_backend',
  'pg_checkpoint',
  'pg_create_subscription',
  'pg_use_reserved_connections',
  'pg_database_owner',
];
/** Functions that read or write the server's files, when granted to someone other than a superuser. */
const FILE_FUNCTIONS = [
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_dir',
  'pg_stat_file',
  'lo_import',
  'lo_export',
  'pg_file_write',
  'pg_file_rename',
  'pg_file_unlink',
];
/** Attributes a read-only role has none of, as pg_roles names them. */
const POWERS = ['super', 'createrole', 'createdb', 'replication', 'bypassrls'] as const;
const POWER_NAMES: Record<(typeof POWERS)[number], string> = {
  super: 'superuser',
  createrole: 'CREATEROLE',
  createdb: 'CREATEDB',
  replication: 'REPLICATION',
  bypassrls: 'BYPASSRLS',
};

interface RoleFacts {
  database: string;
  role: string;
  /** The session's role and every role it is a member of (whose rights it has or may SET ROLE to). */
  roles: ({ name: string; self: boolean } & Record<(typeof POWERS)[number], boolean>)[];
  dangerous: string[];
  writable: string[];
  files: string[];
}

/**
 * What the session's role (the console's, on its own connection) could do beyond reading this database,
 * as short English phrases ('superuser', 'member of pg_execute_server_program', 'may write public.users');
 * empty when it only reads. Also flags a connection to another database than the app's (`database`). Run on
 * each console call before the administrator's text, so a grant made since the start is seen too.
 *
 * @example
 * const problems = await consoleRoleProblems(connection, 'platon'); // ['superuser']
 */
export async function consoleRoleProblems(connection: Kysely<DatabaseSchema>, database: string): Promise<string[]> {
  const { rows } = await sql<RoleFacts>`
    WITH member AS (SELECT * FROM pg_roles r WHERE pg_has_role(current_user, r.oid, 'MEMBER'))
    SELECT current_database()::text AS database, current_user::text AS role,
      (SELECT coalesce(json_agg(json_build_object('name', rolname, 'self', rolname = current_user, 'super', rolsuper,
          'createrole', rolcreaterole, 'createdb', rolcreatedb, 'replication', rolreplication, 'bypassrls', rolbypassrls)), '[]')
        FROM member WHERE rolsuper OR rolcreaterole OR rolcreatedb OR rolreplication OR rolbypassrls) AS roles,
      ARRAY(SELECT rolname::text FROM member WHERE rolname = ANY(${DANGEROUS_ROLES}::text[]) ORDER BY 1) AS dangerous,
      ARRAY(SELECT n.nspname || '.' || c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
          AND n.nspname NOT LIKE 'pg\\_toast%'
          AND EXISTS (SELECT 1 FROM member m WHERE has_table_privilege(m.oid, c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE'))
        ORDER BY 1 LIMIT 4) AS writable,
      ARRAY(SELECT DISTINCT p.proname::text FROM pg_proc p WHERE p.proname = ANY(${FILE_FUNCTIONS}::text[])
        AND EXISTS (SELECT 1 FROM member m WHERE has_function_privilege(m.oid, p.oid, 'EXECUTE')) ORDER BY 1) AS files`.execute(connection);
  const facts = rows[0]!;
  const problems: string[] = [];
  if (facts.database !== database) problems.push(`connects to database ${facts.database}, not ${database}`);
  const own = facts.roles.find((role) => role.self);
  // A superuser may do everything: listing the rest would only bury that.
  if (own?.super) return [...problems, 'superuser'];
  for (const role of facts.roles) {
    const powers = POWERS.filter((power) => role[power]).map((power) => POWER_NAMES[power]);
    problems.push(role.self ? powers.join(', ') : `member of ${role.name} (${powers.join(', ')})`);
  }
  for (const role of facts.dangerous) problems.push(`member of ${role}`);
  for (const table of facts.writable.slice(0, 3)) problems.push(`may write ${table}`);
  if (facts.writable.length > 3) problems.push('may write other tables');
  for (const name of facts.files) problems.push(`may run ${name}`);
  return problems;
}

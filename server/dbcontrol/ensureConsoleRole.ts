import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { consoleRoleCredentials } from './consoleRoleCredentials';
import { scramVerifier } from './scramVerifier';

/** Advisory lock (per database, as the role is) that keeps two instances starting at once from both altering it. */
const ROLE_LOCK = 72310039;

/**
 * Creates or updates the console's role on the server's own PostgreSQL connection, when that connection may
 * create roles (a superuser, or CREATEROLE), and answers the role's name and password; null when it may not.
 * The role (consoleRoleCredentials) may log in and do nothing else: no superuser, no CREATEDB, CREATEROLE,
 * replication or RLS bypass, no membership in any role; its sessions start read-only
 * (`default_transaction_read_only`) with the console's `statement_timeout`, both set on the role, so a new
 * or reset session (the console's pool discards each after use) has them before the console sends anything.
 * It reads every table of this database's own schemas through SELECT grants (given again at each start, for
 * tables added since, and by default for tables the server's role creates later), not through
 * pg_read_all_data, which would let it read every database of the cluster.
 *
 * The password is set as a SCRAM verifier (scramVerifier), so it never appears in a statement or a log.
 *
 * @example
 * const role = await ensureConsoleRole(db, jwtSecret, 5000); // { name: 'platon_console_platon', password: '…' }
 */
export async function ensureConsoleRole(
  db: Kysely<DatabaseSchema>,
  secret: Uint8Array,
  timeoutMs: number,
): Promise<{ name: string; password: string } | null> {
  const { rows } = await sql<{ database: string; superuser: boolean; createrole: boolean }>`
    SELECT current_database()::text AS database, rolsuper AS superuser, rolcreaterole AS createrole
    FROM pg_roles WHERE rolname = current_user`.execute(db);
  const self = rows[0];
  if (!self || (!self.superuser && !self.createrole)) return null;
  const { name, password, salt } = consoleRoleCredentials(secret, self.database);
  const verifier = await scramVerifier(password, salt);
  const role = sql.id(name);
  // A CREATEROLE role that is no superuser may not even name the attributes only superusers grant; the role
  // it creates has none of them anyway, and consoleRoleProblems checks that before every use.
  const attributes = self.superuser
    ? 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS INHERIT'
    : 'LOGIN NOCREATEDB NOCREATEROLE INHERIT';
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${ROLE_LOCK})`.execute(trx);
    const exists = await sql`SELECT 1 FROM pg_roles WHERE rolname = ${name}`.execute(trx);
    if (!exists.rows.length) await sql`CREATE ROLE ${role}`.execute(trx);
    await sql`ALTER ROLE ${role} WITH ${sql.raw(attributes)} PASSWORD ${sql.lit(verifier)}`.execute(trx);
    await sql`ALTER ROLE ${role} SET default_transaction_read_only = on`.execute(trx);
    await sql`ALTER ROLE ${role} SET statement_timeout = ${sql.lit(Math.max(1, Math.floor(timeoutMs)))}`.execute(trx);
    const schemas = await sql<{ name: string }>`
      SELECT nspname::text AS name FROM pg_namespace
      WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' AND has_schema_privilege(oid, 'USAGE')`.execute(trx);
    for (const schema of schemas.rows) {
      const id = sql.id(schema.name);
      await sql`GRANT USAGE ON SCHEMA ${id} TO ${role}`.execute(trx);
      await sql`GRANT SELECT ON ALL TABLES IN SCHEMA ${id} TO ${role}`.execute(trx);
      await sql`ALTER DEFAULT PRIVILEGES IN SCHEMA ${id} GRANT SELECT ON TABLES TO ${role}`.execute(trx);
    }
  });
  return { name, password };
}

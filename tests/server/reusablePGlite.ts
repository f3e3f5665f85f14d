import { PGlite } from '@electric-sql/pglite';

/**
 * Server tests start about a thousand apps, each on a fresh database. Starting PGlite from a dump of the
 * prepared template costs about a second of CPU (the WebAssembly Postgres boots and reads the dump); putting
 * an instance back to the template's state costs a few milliseconds when a test wrote to a few tables. So an
 * instance whose test is over goes back to a pool, and the next test of the same kind gets it reset:
 *
 * - every table of the template has a statement-level trigger noting that it was written, and a copy of its
 *   rows in the `platon_test_snapshot` schema; a reset truncates the noted tables and copies their rows back,
 *   with triggers and foreign keys off (`session_replication_role = replica`), and sets every sequence back;
 * - session state goes with `DISCARD ALL` (settings, prepared statements, advisory locks, temporary tables);
 * - a test that changed the schema itself (DDL: a catalog row added, changed or dropped) leaves an instance
 *   that is closed instead, and the next test boots a fresh one. The catalogs' row counts and newest
 *   transaction ids tell: any DDL writes catalog rows.
 *
 * The snapshot schema lives in the dump too, so only the reset differs from a fresh start; its tables are
 * named `"schema.table"`, so no query by table name alone finds them.
 */
export interface ReusablePGlitePool {
  /** A fresh or reset instance in the template's state. Hand it back with release(). */
  acquire(): Promise<PGlite>;
  /** The test is over: reset now for the next test, or close if it cannot be reused. */
  release(instance: PGlite): Promise<void>;
}

/** What the template dump looks like: the dump itself and the statements that put an instance back to it. */
export interface ReusableTemplate {
  dump: Blob | File;
  /** INSERT … SELECT per table, by qualified name. */
  restore: Map<string, string>;
  /** The tables whose foreign keys refer to each table, by qualified name. */
  referrers: Map<string, string[]>;
}

const SNAPSHOT = 'platon_test_snapshot';
/** Idle instances kept per template: each holds its WebAssembly memory (over 100 MiB). */
const MAX_IDLE = 2;

/** Adds the snapshot, the write triggers and the restore statements to a prepared database, then dumps it. */
export async function dumpReusableTemplate(instance: PGlite): Promise<ReusableTemplate> {
  const { rows: tables } = await instance.query<{ schema: string; name: string; qualified: string }>(
    `SELECT n.nspname AS schema, c.relname AS name, format('%I.%I', n.nspname, c.relname) AS qualified FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema', '${SNAPSHOT}') AND n.nspname NOT LIKE 'pg_%' AND NOT c.relispartition
     ORDER BY 1, 2`,
  );
  await instance.exec(`
    CREATE SCHEMA ${SNAPSHOT};
    CREATE TABLE ${SNAPSHOT}.written (name text PRIMARY KEY);
    CREATE FUNCTION ${SNAPSHOT}.note_written() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ${SNAPSHOT}.written VALUES (format('%I.%I', TG_TABLE_SCHEMA, TG_TABLE_NAME)) ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$;
    CREATE TABLE ${SNAPSHOT}.sequences (name text, value bigint, called boolean);`);
  // Read from each sequence itself: pg_sequences shows no value for one set with setval(…, false).
  const { rows: sequences } = await instance.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema', '${SNAPSHOT}')`,
  );
  for (const { name } of sequences)
    await instance.query(`INSERT INTO ${SNAPSHOT}.sequences SELECT $1, last_value, is_called FROM ${name}`, [name]);
  const restore = new Map<string, string>();
  // Tables go by format('%I.%I'), as the trigger and the foreign key query name them.
  for (const { schema, name, qualified } of tables) {
    const copy = `${SNAPSHOT}.${quote(`${schema}.${name}`)}`;
    // Generated columns are computed again; identity columns keep the template's values.
    const { rows: columns } = await instance.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
      [qualified],
    );
    const list = columns.map((column) => quote(column.name)).join(', ');
    await instance.exec(`
      CREATE TABLE ${copy} AS SELECT * FROM ${qualified};
      CREATE TRIGGER platon_test_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${qualified}
        FOR EACH STATEMENT EXECUTE FUNCTION ${SNAPSHOT}.note_written();`);
    restore.set(qualified, `INSERT INTO ${qualified} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM ${copy}`);
  }
  const { rows: references } = await instance.query<{ referrer: string; referred: string }>(
    `SELECT DISTINCT format('%I.%I', rn.nspname, r.relname) AS referrer, format('%I.%I', dn.nspname, d.relname) AS referred
     FROM pg_constraint k JOIN pg_class r ON r.oid = k.conrelid JOIN pg_namespace rn ON rn.oid = r.relnamespace
     JOIN pg_class d ON d.oid = k.confrelid JOIN pg_namespace dn ON dn.oid = d.relnamespace WHERE k.contype = 'f'`,
  );
  const referrers = new Map<string, string[]>();
  for (const { referrer, referred } of references) referrers.set(referred, [...(referrers.get(referred) ?? []), referrer]);
  // Without a checkpoint, a fresh instance replays the log and its sequences jump ahead by what nextval
  // logged in advance (32 values): a fresh and a reset instance would hand out different ids.
  await instance.exec('CHECKPOINT');
  return { dump: await instance.dumpDataDir('none'), restore, referrers };
}

/** A pool of instances of one template (see the head of this file). */
export function reusablePGlitePool(template: ReusableTemplate): ReusablePGlitePool {
  const idle: PGlite[] = [];
  // The catalogs as each instance was handed out: a test that changed them leaves an instance not reused.
  const handedOut = new WeakMap<PGlite, string>();
  const releasing = new Set<PGlite>();
  return {
    async acquire() {
      const instance = idle.pop() ?? (await PGlite.create({ loadDataDir: template.dump }));
      handedOut.set(instance, await catalogState(instance));
      return instance;
    },
    async release(instance) {
      // Released already (or being released): a second release would race the first and could close an
      // instance the first one put back for the next test.
      if (instance.closed || releasing.has(instance) || idle.includes(instance)) return;
      releasing.add(instance);
      try {
        await putBack(instance);
      } finally {
        releasing.delete(instance);
      }
    },
  };

  async function putBack(instance: PGlite): Promise<void> {
    const reusable =
      idle.length < MAX_IDLE &&
      !instance.isInTransaction() &&
      handedOut.get(instance) === (await catalogState(instance)) &&
      (await reset(instance, template));
    if (reusable) idle.push(instance);
    else await instance.close();
  }
}

/** Puts the template's rows back in every table written since; false when a written table is not the template's. */
async function reset(instance: PGlite, template: ReusableTemplate): Promise<boolean> {
  await instance.exec('DISCARD ALL');
  const { rows } = await instance.query<{ name: string }>(`SELECT name FROM ${SNAPSHOT}.written`);
  // TRUNCATE refuses a table that an untouched table refers to: those are put back as well.
  const tables = new Set<string>();
  const add = (name: string) => {
    if (tables.has(name)) return;
    tables.add(name);
    for (const referrer of template.referrers.get(name) ?? []) add(referrer);
  };
  for (const { name } of rows) add(name);
  if ([...tables].some((name) => !template.restore.has(name))) return false;
  await instance.transaction(async (tx) => {
    await tx.exec(`SET LOCAL session_replication_role = replica`);
    if (tables.size) await tx.exec(`TRUNCATE ${[...tables].join(', ')}`);
    for (const name of tables) await tx.exec(template.restore.get(name)!);
    await tx.exec(`TRUNCATE ${SNAPSHOT}.written`);
    await tx.exec(`SELECT setval(name::regclass, value, called) FROM ${SNAPSHOT}.sequences`);
  });
  return true;
}

/** Row counts and newest transaction ids of the catalogs that DDL writes to, except pg_class: TRUNCATE writes that too. */
async function catalogState(instance: PGlite): Promise<string> {
  const catalogs = [
    'pg_attribute',
    'pg_attrdef',
    'pg_constraint',
    'pg_index',
    'pg_proc',
    'pg_trigger',
    'pg_type',
    'pg_namespace',
    'pg_rewrite',
    'pg_authid',
    'pg_enum',
    'pg_policy',
  ];
  const { rows } = await instance.query<{ state: string }>(
    `SELECT concat_ws(',', (SELECT count(*) FROM pg_class), ${catalogs.map((c) => `(SELECT count(*) || ':' || coalesce(max(xmin::text::bigint), 0) FROM ${c})`).join(', ')}) AS state`,
  );
  return rows[0]!.state;
}

/** The instance as a Kysely dialect may hold it: closing the Kysely leaves the instance open for the pool. */
export function keptOpen(instance: PGlite): PGlite {
  return new Proxy(instance, {
    get(target, property) {
      if (property === 'close') return async () => undefined;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

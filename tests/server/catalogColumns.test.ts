import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogColumns } from '../../server/db/catalogColumns';
import { createTestDatabase, type TestDatabase } from './testDatabase';

let t: TestDatabase;
const suffix = randomBytes(4).toString('hex');
const names = {
  table: `cat_t_${suffix}`,
  view: `cat_v_${suffix}`,
  kind: `cat_kind_${suffix}`,
  code: `cat_code_${suffix}`,
  tags: `cat_tags_${suffix}`,
};

beforeAll(async () => {
  t = await createTestDatabase('migrated');
  const { table, view, kind, code, tags } = names;
  for (const statement of [
    `CREATE TYPE app.${kind} AS ENUM ('a', 'b')`,
    `CREATE DOMAIN app.${code} AS integer CHECK (VALUE > 0)`,
    `CREATE DOMAIN app.${tags} AS text[]`,
    `CREATE TABLE app.${table} (id bigint PRIMARY KEY, name text, short varchar(10), amount numeric(12, 2), ratio double precision,
      active boolean, born date, at timestamptz, local_at timestamp, body jsonb, ids integer[], labels text[], kind app.${kind},
      code app.${code}, tags app.${tags}, dropped text, uid uuid)`,
    `ALTER TABLE app.${table} DROP COLUMN dropped`,
    `CREATE VIEW app.${view} AS SELECT id, name, amount FROM app.${table}`,
  ])
    await sql.raw(statement).execute(t.db);
});
afterAll(async () => t?.drop());

describe('catalogColumns', () => {
  it('lists the columns of tables and views exactly as information_schema does, in column order', async () => {
    const wanted = [names.table, names.view, 'no_such_table'];
    const expected = await sql<{ table: string; column: string; dataType: string; udtName: string; baseTable: boolean }>`
      SELECT c.table_name::text AS "table", c.column_name::text AS "column", c.data_type::text AS "dataType",
        c.udt_name::text AS "udtName", t.table_type = 'BASE TABLE' AS "baseTable"
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'app' AND c.table_name = ANY(${wanted}::text[])
      ORDER BY c.table_name, c.ordinal_position`.execute(t.db);
    const columns = await catalogColumns(t.db, 'app', wanted);
    expect(columns).toEqual(expected.rows);
    // The cases the forms and imports tell apart: arrays, enums and domains, the dropped column gone.
    const byName = new Map(columns.filter((column) => column.table === names.table).map((column) => [column.column, column]));
    expect(byName.get('ids')).toMatchObject({ dataType: 'ARRAY', udtName: '_int4' });
    expect(byName.get('kind')).toMatchObject({ dataType: 'USER-DEFINED', udtName: names.kind });
    expect(byName.get('code')).toMatchObject({ dataType: 'integer', udtName: 'int4' });
    expect(byName.get('tags')).toMatchObject({ dataType: 'ARRAY', udtName: '_text' });
    expect(byName.get('at')).toMatchObject({ dataType: 'timestamp with time zone', udtName: 'timestamptz' });
    expect(byName.has('dropped')).toBe(false);
    expect(columns.filter((column) => column.table === names.view).every((column) => !column.baseTable)).toBe(true);
  });

  it('lists nothing for an empty list, another schema or an unknown name', async () => {
    expect(await catalogColumns(t.db, 'app', [])).toEqual([]);
    expect(await catalogColumns(t.db, 'public', [names.table])).toEqual([]);
    expect(await catalogColumns(t.db, 'app', ["x' OR '1'='1"])).toEqual([]);
  });
});

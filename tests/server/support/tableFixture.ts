import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DatabaseSchema, TableColumnsTable, TableFiltersTable, TablesTable } from '../../../server/db/DatabaseSchema';
import { runtimeTableCache } from '../../../server/tables/runtimeTableCache';
import { login } from '../login';
import { testHasher } from '../testDatabase';

/** A column of a fixture table; children make it a header group. */
export interface FixtureColumn extends Partial<Omit<Insertable<TableColumnsTable>, 'table_id' | 'parent_id'>> {
  children?: FixtureColumn[];
}

export type FixtureFilter = Partial<Omit<Insertable<TableFiltersTable>, 'table_id'>> & { type: string; data_field: string };

export interface FixtureOptions {
  /** Rows in the fixture's source table `app.t_<random>` (see FIXTURE_ROW_SQL); default 60. */
  rows?: number;
  /** Overrides of the `tables` row: is_public, permission, paging, page_size, group_by, source_sql... */
  table?: Partial<Omit<Insertable<TablesTable>, 'name'>>;
  /** Level 1 columns; default FIXTURE_COLUMNS. */
  columns?: FixtureColumn[];
  /** Level 1 filters; default FIXTURE_FILTERS. */
  filters?: FixtureFilter[];
}

export interface TableFixture {
  /** The table's name in `tables` (also the route's `{name}`). */
  name: string;
  id: number;
  /** Quoted `app."t_..."`, for SQL in the tests that compute the expected answers. */
  source: string;
  /** Column ids by dataField (and by title for header groups). */
  columnIds: Record<string, number>;
}

/**
 * The source table's rows, row i = 1..n. Values repeat with different periods so filters and sorts have
 * ties, NULLs and a predictable count; a few titles are hostile on purpose.
 */
const FIXTURE_ROW_SQL = `
  SELECT i AS id,
    CASE i WHEN 3 THEN '=HYPERLINK("http://evil.example","x")' WHEN 4 THEN '100%_done' WHEN 5 THEN 'O''Brien; DROP TABLE users; --'
      WHEN 6 THEN 'Тошкент шаҳри' WHEN 7 THEN '+1 call' WHEN 8 THEN '@SUM(A1)' ELSE 'Row ' || i END AS title,
    (ARRAY['new', 'open', 'closed'])[i % 3 + 1] AS status,
    i % 5 + 1 AS region_id,
    CASE WHEN i % 17 = 0 THEN NULL ELSE round(((i * 37) % 1000) / 4.0, 2) END::numeric(12, 2) AS amount,
    (i * 3) % 7 AS score,
    DATE '2024-01-01' + (i % 60) AS created_on,
    TIMESTAMPTZ '2024-01-01 00:00:00+00' + i * INTERVAL '7 hours' AS created_at,
    i % 2 = 0 AS active,
    9007199254740993 + i AS big
  FROM generate_series(1, $1::integer) AS i`;

/** Default columns: a header group over two leaves, every column type, two footers and a formula. */
export const FIXTURE_COLUMNS: FixtureColumn[] = [
  { title: 'ID', data_field: 'id' },
  { title: 'Title', data_field: 'title' },
  {
    title: 'Place',
    children: [
      { title: 'Region', data_field: 'region_id' },
      { title: 'Status', data_field: 'status' },
    ],
  },
  { title: 'Amount', data_field: 'amount', sum_type: 'sum', number_format: 2 },
  { title: 'Score', data_field: 'score', sum_type: 'max' },
  { title: 'Created on', data_field: 'created_on' },
  { title: 'Created at', data_field: 'created_at' },
  { title: 'Active', data_field: 'active', sortable: false },
  { title: 'Share', data_field: 'share', footer: 'amount / count()' },
];

export const FIXTURE_FILTERS: FixtureFilter[] = [
  { type: 'input', data_field: 'title' },
  { type: 'select', data_field: 'status' },
  { type: 'select', data_field: 'region_id', is_multiple: true },
  { type: 'number', data_field: 'amount' },
  { type: 'int', data_field: 'score' },
  { type: 'date', data_field: 'created_on' },
  { type: 'datetime', data_field: 'created_at' },
  { type: 'checkbox', data_field: 'active' },
];

/**
 * A server-defined table for tests, independent of the demo data: a source table `app.t_<random>` filled
 * by FIXTURE_ROW_SQL, plus its `tables`, `table_columns` and `table_filters` rows. With `table.source_sql`
 * the table reads that SQL instead (`{source}` in it is replaced by the fixture's source table).
 *
 * @example
 * const table = await createTableFixture(db, { rows: 100, table: { is_public: true } });
 * await app.inject({ url: `/api/public/tables/${table.name}/data` });
 */
export async function createTableFixture(db: Kysely<DatabaseSchema>, options: FixtureOptions = {}): Promise<TableFixture> {
  const suffix = randomBytes(5).toString('hex');
  const sourceName = `t_${suffix}`;
  const source = `app."${sourceName}"`;
  await sql`CREATE TABLE ${sql.id('app', sourceName)} AS ${sql.raw(FIXTURE_ROW_SQL.replace('$1::integer', String(Math.floor(options.rows ?? 60))))}`.execute(
    db,
  );
  await sql`ALTER TABLE ${sql.id('app', sourceName)} ADD PRIMARY KEY (id)`.execute(db);
  const { source_sql: sourceSql, ...tableOverrides } = options.table ?? {};
  const name = `fixture_${suffix}`;
  const table = await db
    .insertInto('tables')
    .values({
      name,
      title: `Fixture ${suffix}`,
      source_table: sourceSql ? null : sourceName,
      source_sql: sourceSql ? sourceSql.replaceAll('{source}', source) : null,
      ...tableOverrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const columnIds: Record<string, number> = {};
  const insertColumns = async (columns: FixtureColumn[], parentId: number | null) => {
    for (const [position, { children, ...column }] of columns.entries()) {
      const row = await db
        .insertInto('table_columns')
        .values({ table_id: table.id, parent_id: parentId, position, ...column })
        .returning('id')
        .executeTakeFirstOrThrow();
      columnIds[column.data_field ?? column.title ?? String(row.id)] = row.id;
      if (children) await insertColumns(children, row.id);
    }
  };
  await insertColumns(options.columns ?? FIXTURE_COLUMNS, null);
  for (const [position, filter] of (options.filters ?? FIXTURE_FILTERS).entries()) {
    await db
      .insertInto('table_filters')
      .values({ table_id: table.id, position, ...filter })
      .execute();
  }
  runtimeTableCache.invalidate(db, name);
  return { name, id: table.id, source, columnIds };
}

/**
 * A user with exactly these permissions, signed in through the API; returns the access token.
 *
 * @example
 * const token = await fixtureUserToken(app, db, ['appeals.read']);
 */
export async function fixtureUserToken(app: FastifyInstance, db: Kysely<DatabaseSchema>, permissions: string[]): Promise<string> {
  const username = `u_${randomBytes(5).toString('hex')}`;
  await db
    .insertInto('users')
    .values({
      username,
      password_hash: await testHasher.hash('secret123'),
      full_name: username,
      post_name: null,
      org_id: null,
      tin: null,
      pinfl: null,
      locale: null,
      permissions: JSON.stringify(permissions),
      photo: null,
      otp_secret: null,
      otp_last_step: null,
    })
    .execute();
  return (await login(app, username, 'secret123')).token;
}

import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { demoAppealsInsert } from './demoAppealsInsert';
import { DEMO_APPEALS_SCHEMA } from './demoAppealsSchema';
import { DEMO_CATALOGS } from './demoCatalogs';
import { DEMO_REGIONS } from './demoRegions';

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/**
 * Creates the demo registry in schema `app` and fills it: 14 regions, their districts, categories, statuses,
 * organisations, and `appealCount` appeals generated in one SQL statement. Catalogs keep explicit ids (their
 * positions in the seed lists, which the generator relies on) and ON CONFLICT DO NOTHING, so rows an
 * administrator already has stay. Appeals go in only when the table is empty. Run it inside the demo
 * tables' once-only transaction (seedDemoTables).
 *
 * @example
 * await seedDemoAppeals(trx, 3_000);
 */
export async function seedDemoAppeals(db: Executor, appealCount: number): Promise<void> {
  const { categories, statuses, organizations } = DEMO_CATALOGS;
  for (const statement of DEMO_APPEALS_SCHEMA.tables) await sql.raw(statement).execute(db);

  await sql`INSERT INTO app.regions (id, name, name_la, lat, lng)
    SELECT * FROM unnest(${DEMO_REGIONS.map((_, i) => i + 1)}::int[], ${DEMO_REGIONS.map((r) => r.name)}::text[],
      ${DEMO_REGIONS.map((r) => r.nameLa)}::text[], ${DEMO_REGIONS.map((r) => r.lat)}::float8[], ${DEMO_REGIONS.map((r) => r.lng)}::float8[])
    ON CONFLICT (id) DO NOTHING`.execute(db);

  const districts = DEMO_REGIONS.flatMap((region, index) =>
    region.districts.map(([name, nameLa]) => ({ regionId: index + 1, name: `${name} тумани`, nameLa: `${nameLa} tumani` })),
  );
  await sql`INSERT INTO app.districts (id, region_id, name, name_la)
    SELECT * FROM unnest(${districts.map((_, i) => i + 1)}::int[], ${districts.map((d) => d.regionId)}::int[],
      ${districts.map((d) => d.name)}::text[], ${districts.map((d) => d.nameLa)}::text[])
    ON CONFLICT (id) DO NOTHING`.execute(db);

  await sql`INSERT INTO app.categories (id, name, name_la)
    SELECT * FROM unnest(${categories.map((_, i) => i + 1)}::int[], ${categories.map((c) => c.name)}::text[],
      ${categories.map((c) => c.nameLa)}::text[])
    ON CONFLICT (id) DO NOTHING`.execute(db);

  await sql`INSERT INTO app.statuses (id, code, name, name_la, color)
    SELECT * FROM unnest(${statuses.map((_, i) => i + 1)}::int[], ${statuses.map((s) => s.code)}::text[],
      ${statuses.map((s) => s.name)}::text[], ${statuses.map((s) => s.nameLa)}::text[], ${statuses.map((s) => s.color)}::text[])
    ON CONFLICT DO NOTHING`.execute(db);

  await sql`INSERT INTO app.organizations (id, name, name_la, tin, region_id)
    SELECT * FROM unnest(${organizations.map((_, i) => i + 1)}::int[], ${organizations.map((o) => o.name)}::text[],
      ${organizations.map((o) => o.nameLa)}::text[], ${organizations.map((o) => o.tin)}::text[],
      ${organizations.map((o) => o.regionIndex ?? null)}::int[])
    ON CONFLICT (id) DO NOTHING`.execute(db);

  const { rows } = await sql<{ any: boolean }>`SELECT EXISTS (SELECT 1 FROM app.appeals) AS any`.execute(db);
  if (!rows[0].any && appealCount > 0) await demoAppealsInsert(appealCount).execute(db);
  for (const statement of [...DEMO_APPEALS_SCHEMA.indexes, ...DEMO_APPEALS_SCHEMA.foreignKeys]) await sql.raw(statement).execute(db);

  // Explicit ids leave the identity sequences behind; new records must continue after the seeded ones.
  for (const table of ['regions', 'districts', 'categories', 'statuses', 'organizations', 'appeals']) {
    await sql`SELECT setval(pg_get_serial_sequence(${`app.${table}`}, 'id'), coalesce((SELECT max(id) FROM ${sql.table(`app.${table}`)}), 0) + 1, false)`.execute(
      db,
    );
  }
  // Fresh statistics, so the first sorted page of 100,000 rows is planned on an index rather than a guess.
  await sql`ANALYZE app.appeals`.execute(db);
}

import { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/createDatabase';
import type { DatabaseSchema } from '../../server/db/DatabaseSchema';
import { readOnlyStatement } from '../../server/db/readOnlyStatement';

// Embedded PGlite, whatever lane runs this: it tests how createDatabase drives PGlite itself.
let instance: PGlite;
let db: Kysely<DatabaseSchema>;

beforeAll(async () => {
  instance = new PGlite('memory://');
  db = await createDatabase({ kind: 'pglite-instance', instance });
  await sql`CREATE TABLE marked (id integer PRIMARY KEY, name text, flag boolean, at date, amount numeric(12, 2))`.execute(db);
  await sql`INSERT INTO marked SELECT i, 'name ' || i, i % 2 = 0, date '2026-01-01' + i, i * 1.25 FROM generate_series(1, 40) AS i`.execute(
    db,
  );
});
afterAll(async () => db?.destroy());

/** A read marked as the table reads are: a read-only transaction of its own. */
const marked = <Row>(body: RawBuilder<Row>) => sql<Row>`${sql.raw(readOnlyStatement(5000))} ${body}`.execute(db);
const preparedCount = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'platon_%'`.execute(db)).rows[0].n;
const readerQuery = (flag: boolean, from: string, ids: number[]) =>
  sql<{ id: number; name: string; amount: string }>`SELECT id, name, amount FROM marked
    WHERE flag = ${flag} AND at >= ${from} AND id = ANY(${ids}) ORDER BY id`;

describe('a read-only statement on PGlite', () => {
  it('is prepared once and then only bound: the same rows as a plain query, with its values typed', async () => {
    const before = await preparedCount();
    const plain = await readerQuery(true, '2026-01-10', [8, 9, 10, 12, 30]).execute(db);
    expect(plain.rows.map((row) => row.id)).toEqual([10, 12, 30]);
    for (let call = 0; call < 3; call += 1) {
      const read = await marked(readerQuery(true, '2026-01-10', [8, 9, 10, 12, 30]));
      expect(read.rows).toEqual(plain.rows);
    }
    expect(await marked(readerQuery(false, '2026-01-01', [1, 2, 3]))).toMatchObject({ rows: [{ id: 1 }, { id: 3 }] });
    // One statement for the four calls of one text (PGlite's own query prepares nothing it keeps).
    expect(await preparedCount()).toBe(before + 1);
  });

  it('cannot write, and a failed read leaves no transaction open and is prepared afresh', async () => {
    await expect(marked(sql`WITH gone AS (DELETE FROM marked RETURNING 1) SELECT count(*) AS n FROM gone`)).rejects.toMatchObject({
      code: '25006', // read_only_sql_transaction
    });
    const divide = (by: number) => marked(sql<{ ratio: number }>`SELECT 10 / (id - ${by}) AS ratio FROM marked WHERE id < 5 ORDER BY id`);
    await expect(divide(2)).rejects.toMatchObject({ code: '22012' }); // division_by_zero
    expect((await divide(10)).rows.map((row) => row.ratio)).toEqual([-1, -1, -1, -1]);
    // Not left inside a failed or read-only transaction: a write commits and is seen.
    await sql`INSERT INTO marked (id, name) VALUES (100, 'written')`.execute(db);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM marked`.execute(db)).rows[0].n).toBe(41);
    await sql`DELETE FROM marked WHERE id = 100`.execute(db);
  });

  it('answers a burst of concurrent reads beside writes in their transactions, each with its own rows', async () => {
    const reads = Array.from({ length: 60 }, (_, index) =>
      marked(sql<{ id: number }>`SELECT id FROM marked WHERE id BETWEEN ${(index % 40) + 1} AND ${(index % 40) + 3} ORDER BY id`),
    );
    const writes = Array.from({ length: 10 }, (_, index) =>
      db.transaction().execute(async (trx) => {
        await sql`INSERT INTO marked (id, name) VALUES (${200 + index}, 'burst')`.execute(trx);
        await sql`DELETE FROM marked WHERE id = ${200 + index}`.execute(trx);
      }),
    );
    const answers = await Promise.all(reads);
    await Promise.all(writes);
    answers.forEach((answer, index) => {
      const first = (index % 40) + 1;
      expect(answer.rows.map((row) => row.id)).toEqual([first, first + 1, first + 2].filter((id) => id <= 40));
    });
  });

  it('shares the instance with another database opened on it (the tests reuse instances so)', async () => {
    const other = await createDatabase({ kind: 'pglite-instance', instance });
    const text = sql<{ id: number }>`SELECT id FROM marked WHERE id = ${7}`;
    expect((await marked(text)).rows).toEqual([{ id: 7 }]);
    // The other view prepares the same name for itself, over the one already there.
    expect(
      (await sql<{ id: number }>`${sql.raw(readOnlyStatement(5000))} SELECT id FROM marked WHERE id = ${7}`.execute(other)).rows,
    ).toEqual([{ id: 7 }]);
    expect((await marked(text)).rows).toEqual([{ id: 7 }]);
  });
});

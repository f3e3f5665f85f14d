import type { Kysely, RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { queryConnection } from './queryConnection';
import { queryKeysetAfter } from './queryKeysetAfter';
import type { QueryPlan } from './queryPlan';
import { queryRows, type QueriedRows } from './queryRows';
import type { RuntimeTable } from './runtimeTable';

/** Rows per read: big enough to keep round trips few, small enough that memory stays flat. */
const BATCH_SIZE = 2_000;

/**
 * Every row of the filtered, sorted table, batch after batch, so an export of 100,000 rows never holds more
 * than one batch. Each batch is its own short query (inside its own read-only transaction for an
 * administrator's SQL), so nothing stays open while a slow client downloads, and embedded PGlite, which has
 * one connection, keeps answering other calls between batches. With the row key in the order, batches
 * continue after the last row read (keyset paging); without it, by OFFSET.
 *
 * @example
 * for await (const rows of exportRowBatches(db, table, plan, 5000)) write(rows);
 */
export async function* exportRowBatches(
  db: Kysely<DatabaseSchema>,
  table: RuntimeTable,
  plan: QueryPlan,
  timeoutMs: number,
  batchSize = BATCH_SIZE,
): AsyncGenerator<Record<string, unknown>[]> {
  const keyset = plan.order.some((key) => key.field === table.rowKey);
  let last: (string | null)[] | null = null;
  let offset = 0;
  for (;;) {
    const where: RawBuilder<unknown>[] =
      keyset && last ? [...plan.where, queryKeysetAfter(plan.order, last, table.sourceColumns)] : plan.where;
    const batch: QueriedRows = await queryConnection(db, table, timeoutMs, (executor) =>
      queryRows(executor, table, { fields: plan.output, where, order: plan.order, limit: batchSize, offset: keyset ? 0 : offset }),
    );
    if (batch.rows.length) yield batch.rows;
    if (batch.rows.length < batchSize) return;
    last = batch.keys[batch.keys.length - 1];
    offset += batchSize;
  }
}

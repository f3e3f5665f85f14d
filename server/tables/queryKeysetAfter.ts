import { sql, type RawBuilder } from 'kysely';
import type { OrderKey } from './queryOrder';
import type { SourceColumn } from './runtimeColumnClass';

/**
 * "Comes after this row" in the given ORDER BY, for reading a long export in batches without OFFSET (which
 * rereads every skipped row) and without holding a cursor's transaction open while a client downloads:
 * (k1 after v1) OR (k1 = v1 AND k2 after v2) OR ... NULLs sit where PostgreSQL puts them by default: last
 * when ascending, first when descending. `values` are the keys of the last row read, in text form, bound as
 * parameters (PostgreSQL reads them back as the column's type). The order must end in a unique key (the
 * row key) for batches to neither skip nor repeat rows.
 *
 * @example
 * queryKeysetAfter([{ field: 'amount', descending: true }, { field: 'id', descending: false }], ['10.5', '42'], columns);
 * // ("src"."amount" < $1) OR ("src"."amount" = $2 AND "src"."id" > $3 OR ...)
 */
export function queryKeysetAfter(order: OrderKey[], values: (string | null)[], columns: Map<string, SourceColumn>): RawBuilder<unknown> {
  const bind = (index: number) => {
    const value = values[index];
    // PGlite binds booleans only from JS booleans, not from their text.
    return columns.get(order[index].field)?.columnClass === 'boolean' ? value === 'true' : value;
  };
  const ref = (index: number) => sql.id('src', order[index].field);
  const equal = (index: number) => (values[index] === null ? sql`${ref(index)} IS NULL` : sql`${ref(index)} = ${bind(index)}`);
  const after = (index: number): RawBuilder<unknown> => {
    const nullValue = values[index] === null;
    if (order[index].descending) return nullValue ? sql`${ref(index)} IS NOT NULL` : sql`${ref(index)} < ${bind(index)}`;
    return nullValue ? sql`false` : sql`(${ref(index)} > ${bind(index)} OR ${ref(index)} IS NULL)`;
  };
  const branches = order.map((_key, index) => {
    const parts = [...order.slice(0, index).map((_earlier, earlier) => equal(earlier)), after(index)];
    return sql`(${sql.join(parts, sql` AND `)})`;
  });
  return branches.length ? sql`(${sql.join(branches, sql` OR `)})` : sql`false`;
}

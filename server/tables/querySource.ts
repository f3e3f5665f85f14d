import { sql, type RawBuilder } from 'kysely';

/** Where a table's rows come from, as the runtime loader checked it. */
export interface TableSource {
  /** A table of the `app` schema that exists (checked against information_schema before use). */
  sourceTable: string | null;
  /** An administrator's SELECT; runs only inside a read-only transaction (see queryConnection). */
  sourceSql: string | null;
}

/**
 * The relation a table's queries read, always aliased `src` by the caller: `"app"."name"` (an identifier,
 * quoted, never spliced) or the administrator's SQL as a subquery. That SQL is the one piece of text that is
 * not a parameter: it is configuration written by an administrator, not input, and it runs read-only with a
 * statement timeout. A trailing semicolon is dropped so `SELECT ...;` still nests.
 *
 * @example
 * sql`SELECT count(*) FROM ${querySource(table)} AS src`;
 */
export function querySource(source: TableSource): RawBuilder<unknown> {
  if (source.sourceTable) return sql`${sql.id('app', source.sourceTable)}`;
  // Built once per source (a loaded table is read twice per page, by every call for seconds): trimming a
  // few kilobytes of SQL each time was garbage for the collector on the hottest route.
  const known = built.get(source);
  if (known?.sourceSql === source.sourceSql) return known.relation;
  const relation = adminRelation(source.sourceSql ?? '');
  built.set(source, { sourceSql: source.sourceSql, relation });
  return relation;
}

const built = new WeakMap<TableSource, { sourceSql: string | null; relation: RawBuilder<unknown> }>();

function adminRelation(sourceSql: string): RawBuilder<unknown> {
  const text = sourceSql.replace(/[\s;]+$/, '');
  // The bound `true` is not decoration: a query with no parameters goes over PostgreSQL's simple protocol,
  // where `...; COMMIT; DELETE ...` in the text would run as further statements outside the read-only
  // transaction. With a parameter the driver must use the extended protocol, which takes one statement only.
  // It sits in a one-row relation of its own, not in a WHERE: a parameter qual that names no column makes
  // PostgreSQL keep every LEFT JOIN of the SQL in a generic plan (table reads are prepared), so a key-only
  // cut would still probe each lookup for every skipped row. The line breaks keep a trailing `-- comment` in
  // the text from swallowing the bracket.
  return sql`(SELECT admin_sql.* FROM (\n${sql.raw(text)}\n) AS admin_sql, (SELECT ${true}::boolean) AS guard)`;
}

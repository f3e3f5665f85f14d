import { sql, type Kysely } from 'kysely';
import type { FormElementMeta, FormOption } from '../../src/core/api/formMeta';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { FormSource } from './formSource';
import { readFormRecord } from './readFormRecord';
import type { RuntimeForm } from './runtimeForm';

/** docs/behaviour.md §11: a scroll select's page size is its element's `limit`, 20 when unset. */
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 1_000;
/** Types `pg` reads back as text but PGlite as numbers: cast so both databases answer alike (as definitionOptions). */
const NUMERIC_TYPES = new Set(['numeric', 'bigint']);

export interface OptionsPageQuery {
  search: string;
  page: number;
  /** Page 1 of an opened record starts with its selected options; null for anonymous callers and new records. */
  recordId: string | null;
}

/**
 * One page of a scroll_select element's options (docs/behaviour.md §11 `GET forms/paginate-element/...`), from its
 * data_source, a table of schema `app` found in information_schema (columns quoted, values bound): every
 * field of each row, ordered by name, then id; `search` keeps names containing it, case-insensitive. With a
 * record id and no search, page 1 starts with the record's selected option(s), so the control can label
 * them at once; they are not repeated further down the page. `source` is needed only for that record.
 * Null when the form has no such scroll_select with a data source.
 *
 * @example
 * await formOptionsPage(db, form, source, 12, { search: 'тош', page: 1, recordId: null }); // [{ id: 4, name: 'Тошкент' }, ...]
 */
export async function formOptionsPage(
  db: Kysely<DatabaseSchema>,
  form: RuntimeForm,
  source: FormSource | null,
  elementId: number,
  query: OptionsPageQuery,
): Promise<FormOption[] | null> {
  const element = findElement(form.elements, elementId);
  const dataSource = form.dataSources.get(elementId);
  if (!element || element.type !== 'scroll_select' || !dataSource) return null;
  const { rows: columns } = await sql<{ column_name: string; data_type: string }>`
    SELECT column_name, data_type FROM information_schema.columns
    WHERE table_schema = 'app' AND table_name = ${dataSource} ORDER BY ordinal_position`.execute(db);
  if (!columns.some((column) => column.column_name === 'id'))
    throw new Error(`Form ${form.row.name}: data source app.${JSON.stringify(dataSource)} of element ${elementId} has no id column`);
  const hasName = columns.some((column) => column.column_name === 'name');
  const select = sql.join(
    columns.map(({ column_name: name, data_type: type }) =>
      NUMERIC_TYPES.has(type) ? sql`${sql.id(name)}::float8 AS ${sql.id(name)}` : sql.id(name),
    ),
  );
  const order = sql.join((hasName ? ['name', 'id'] : ['id']).map((name) => sql.id(name)));
  const from = sql.id('app', dataSource);
  const size = Math.min(Math.max(Math.trunc(element.limit ?? DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const search = query.search.trim();
  const where = search && hasName ? sql`strpos(lower(${sql.id('name')}::text), lower(${search})) > 0` : sql`true`;
  const { rows } =
    await sql<FormOption>`SELECT ${select} FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${size} OFFSET ${(query.page - 1) * size}`.execute(
      db,
    );
  if (query.page !== 1 || search || query.recordId === null || !source) return rows;

  const record = await readFormRecord(db, form, source, query.recordId);
  const value = record?.values[element.dataField ?? ''];
  const ids = (Array.isArray(value) ? value : [value]).filter((id) => id !== null && id !== undefined && id !== '').map(String);
  if (!ids.length) return rows;
  const found = await sql<FormOption>`SELECT ${select} FROM ${from} WHERE ${sql.id('id')}::text = ANY(${ids}::text[])`.execute(db);
  const selected = ids.flatMap((id) => found.rows.filter((option) => String(option.id) === id));
  const chosen = new Set(selected.map((option) => String(option.id)));
  return [...selected, ...rows.filter((option) => !chosen.has(String(option.id)))];
}

function findElement(list: readonly FormElementMeta[], id: number): FormElementMeta | null {
  for (const element of list) {
    if (element.id === id) return element;
    const inner = element.children ? findElement(element.children, id) : null;
    if (inner) return inner;
  }
  return null;
}

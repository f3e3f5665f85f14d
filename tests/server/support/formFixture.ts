import { randomBytes } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DatabaseSchema, FormElementsTable, FormsTable } from '../../../server/db/DatabaseSchema';
import { formDefinitionCache } from '../../../server/forms/formDefinitionCache';

/** An element of a fixture form; children make it a container. JSON columns are given as values. */
export interface FixtureElement extends Partial<Omit<Insertable<FormElementsTable>, 'form_id' | 'parent_id' | 'data' | 'default_value'>> {
  type: string;
  data?: unknown[];
  default_value?: unknown;
  children?: FixtureElement[];
}

export interface FormFixtureOptions {
  /** Overrides of the `forms` row (is_public, permission, can_delete, soft_delete_column...). */
  form?: Partial<Omit<Insertable<FormsTable>, 'name'>>;
  /** The element tree; default fixtureElements(source names). */
  elements?: (names: FixtureNames) => FixtureElement[];
  /** Rows of the scroll select's catalog (`Category 01`...); default 45. */
  categories?: number;
}

export interface FixtureNames {
  /** The form's name (also the route's `{name}`). */
  form: string;
  /** Bare names of the fixture's tables in schema `app`. */
  records: string;
  regions: string;
  categories: string;
}

export interface FormFixture extends FixtureNames {
  id: number;
  /** Quoted `app."f_..."`, for SQL in the tests that check what was stored. */
  source: string;
  /** Element ids by dataField (and by type for elements without one). */
  elementIds: Record<string, number>;
}

/** The record table: one column per value type, a column no element names, soft delete and a version. */
const RECORD_COLUMNS = `
  id serial PRIMARY KEY,
  title text,
  amount numeric(12, 2),
  quantity integer,
  is_urgent boolean NOT NULL DEFAULT false,
  due_on date,
  happened_at timestamptz,
  starts_at time,
  region_id integer,
  tags jsonb,
  extra jsonb,
  settings jsonb,
  place jsonb,
  attachments jsonb,
  secret text DEFAULT 'untouched',
  status text DEFAULT 'new',
  note text,
  city text,
  category_id integer,
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1`;

/** Every value type of formContract.ts, a container, a read-only field, a conditional one, suggestions, a scroll select. */
export function fixtureElements(names: FixtureNames): FixtureElement[] {
  return [
    {
      type: 'fieldset',
      label: 'Асосий',
      children: [
        { type: 'input', data_field: 'title', label: 'Сарлавҳа', is_required: true, min_length: 3, max_length: 50 },
        { type: 'number', data_field: 'amount', label: 'Сумма', min_value: 0, max_value: 1_000_000 },
        { type: 'int', data_field: 'quantity', label: 'Сони', min_value: 1, max_value: 100 },
        { type: 'checkbox', data_field: 'is_urgent', label: 'Шошилинч' },
      ],
    },
    { type: 'date', data_field: 'due_on', label: 'Муддат', min_date: '2024-01-01', max_date: '2030-12-31' },
    { type: 'datetime', data_field: 'happened_at', label: 'Вақти' },
    { type: 'time', data_field: 'starts_at', label: 'Бошланиши' },
    { type: 'select', data_field: 'region_id', label: 'Вилоят', data_source: names.regions },
    {
      type: 'multiselect',
      data_field: 'tags',
      label: 'Теглар',
      data: [
        { id: 1, name: 'A' },
        { id: 2, name: 'B' },
        { id: 3, name: 'C' },
      ],
    },
    { type: 'key_value', data_field: 'extra', label: 'Қўшимча' },
    { type: 'raw_json', data_field: 'settings', label: 'Созламалар' },
    { type: 'geo', data_field: 'place', label: 'Жой' },
    { type: 'file', data_field: 'attachments', label: 'Иловалар', max_count: 3 },
    { type: 'input', data_field: 'status', label: 'Ҳолат', is_read_only: true },
    { type: 'textarea', data_field: 'note', label: 'Изоҳ', is_required: true, display_condition: 'is_urgent == true' },
    { type: 'input', data_field: 'city', label: 'Шаҳар', suggestions_url: `suggestions/${names.form}/city` },
    { type: 'scroll_select', data_field: 'category_id', label: 'Тоифа', data_source: names.categories, limit: 10 },
    { type: 'html', html_content: '<b>Эслатма</b>' },
  ];
}

/**
 * A server-defined form for tests, independent of the demo data: its record table `app.f_<random>`, a
 * regions catalog (3 rows) and a categories catalog (45 rows by default) for the selects, and the `forms`
 * and `form_elements` rows. Soft delete and hard delete are on unless overridden.
 *
 * @example
 * const form = await createFormFixture(db, { form: { is_public: true } });
 * await app.inject({ method: 'POST', url: `/api/public/forms/${form.form}/records`, payload: { values: { title: 'Салом' } } });
 */
export async function createFormFixture(db: Kysely<DatabaseSchema>, options: FormFixtureOptions = {}): Promise<FormFixture> {
  const suffix = randomBytes(5).toString('hex');
  const names: FixtureNames = { form: `form_${suffix}`, records: `f_${suffix}`, regions: `fr_${suffix}`, categories: `fc_${suffix}` };
  await sql`CREATE TABLE ${sql.id('app', names.records)} (${sql.raw(RECORD_COLUMNS)})`.execute(db);
  await sql`CREATE TABLE ${sql.id('app', names.regions)} (id integer PRIMARY KEY, name text NOT NULL, code numeric(4, 1))`.execute(db);
  await sql`INSERT INTO ${sql.id('app', names.regions)} VALUES (1, 'Тошкент', 10.5), (2, 'Андижон', 3), (3, 'Бухоро', 2)`.execute(db);
  await sql`CREATE TABLE ${sql.id('app', names.categories)} (id integer PRIMARY KEY, name text NOT NULL)`.execute(db);
  await sql`INSERT INTO ${sql.id('app', names.categories)} SELECT i, 'Category ' || lpad(i::text, 2, '0') FROM generate_series(1, ${options.categories ?? 45}::integer) AS i`.execute(
    db,
  );
  const form = await db
    .insertInto('forms')
    .values({
      name: names.form,
      title: `Fixture ${suffix}`,
      source_table: `app.${names.records}`,
      soft_delete_column: 'deleted_at',
      can_delete: true,
      can_hard_delete: true,
      ...options.form,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const elementIds: Record<string, number> = {};
  const insert = async (elements: FixtureElement[], parentId: number | null) => {
    for (const [position, { children, data, default_value: defaultValue, ...element }] of elements.entries()) {
      const row = await db
        .insertInto('form_elements')
        .values({
          form_id: form.id,
          parent_id: parentId,
          position,
          ...element,
          data: data === undefined ? null : JSON.stringify(data),
          default_value: defaultValue === undefined ? null : JSON.stringify(defaultValue),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      elementIds[element.data_field ?? element.type] = row.id;
      if (children) await insert(children, row.id);
    }
  };
  await insert((options.elements ?? fixtureElements)(names), null);
  formDefinitionCache.invalidate(db, names.form);
  return { ...names, id: form.id, source: `app."${names.records}"`, elementIds };
}

import { sql, type Kysely } from 'kysely';
import type { FormElementMeta } from '../../../src/core/api/formMeta';
import { valueTypeFits } from '../../../src/core/validation/valueTypeFits';
import type { DatabaseSchema } from '../../../server/db/DatabaseSchema';
import { BUILT_IN_OPTION_SOURCES } from '../../../server/users/builtInOptionSources';

export interface StoredElement {
  id: number;
  parent_id: number | null;
  type: string;
  data_field: string | null;
  label: string | null;
  placeholder: string | null;
  hint: string | null;
  custom_validator: string | null;
  data: { id: unknown; name: string; [field: string]: unknown }[] | null;
  data_source: string | null;
  related_select: string | null;
  filter_by: string | null;
  [column: string]: unknown;
}

/** Columns (name -> data type) of a form's source table: `app.x` in schema app, a bare name in public. */
export async function sourceColumns(db: Kysely<DatabaseSchema>, sourceTable: string): Promise<Map<string, string>> {
  const [schema, table] = sourceTable.includes('.') ? sourceTable.split('.') : ['public', sourceTable];
  const { rows } = await sql<{ column_name: string; data_type: string }>`
    SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = ${schema} AND table_name = ${table}`.execute(db);
  return new Map(rows.map((row) => [row.column_name, row.data_type]));
}

/** Every stored element of a form, in tree order of insertion. */
export async function storedElements(db: Kysely<DatabaseSchema>, formName: string): Promise<StoredElement[]> {
  const { rows } = await sql<StoredElement>`
    SELECT e.* FROM form_elements e JOIN forms f ON f.id = e.form_id WHERE f.name = ${formName} ORDER BY e.id`.execute(db);
  return rows;
}

/**
 * What makes a stored form unusable, as readable problems (empty when sound): a source table that does not
 * exist, an element's data_field, the row key, version or soft delete column missing from it, a data source
 * missing from schema app or lacking the filter_by column, a related select naming no field of the form.
 */
export async function formProblems(db: Kysely<DatabaseSchema>, formName: string): Promise<string[]> {
  const form = await db.selectFrom('forms').selectAll().where('name', '=', formName).executeTakeFirstOrThrow();
  const columns = await sourceColumns(db, form.source_table);
  if (!columns.size) return [`${formName}: source table ${form.source_table} does not exist`];
  const problems: string[] = [];
  for (const column of [form.row_key, form.version_column, form.soft_delete_column]) {
    if (column && !columns.has(column)) problems.push(`${formName}: no column ${column}`);
  }
  const elements = await storedElements(db, formName);
  const fields = new Set(elements.map((element) => element.data_field).filter(Boolean));
  for (const element of elements) {
    if (element.data_field && !columns.has(element.data_field))
      problems.push(`${formName}.${element.data_field}: not a column of ${form.source_table}`);
    // The platform's own option lists (roles, permissions...) are built by the server, not read from `app`.
    if (element.data_source && !BUILT_IN_OPTION_SOURCES.has(element.data_source)) {
      const options = await sourceColumns(db, `app.${element.data_source}`);
      if (!options.has('id') || !options.has('name'))
        problems.push(`${formName}.${element.data_field}: data source app.${element.data_source} lacks id/name`);
      if (element.filter_by && !options.has(element.filter_by))
        problems.push(`${formName}.${element.data_field}: app.${element.data_source} has no ${element.filter_by}`);
    }
    if (element.related_select && !fields.has(element.related_select))
      problems.push(`${formName}.${element.data_field}: related ${element.related_select} is no field`);
  }
  const counted = new Map<string, number>();
  for (const field of elements.map((element) => element.data_field).filter((field): field is string => !!field))
    counted.set(field, (counted.get(field) ?? 0) + 1);
  for (const [field, times] of counted) if (times > 1) problems.push(`${formName}.${field}: ${times} elements`);
  return problems;
}

/** The Uzbek texts of stored elements a reader sees: labels (whole and by part), placeholders, hints, validator messages. */
export function elementTexts(elements: StoredElement[]): string[] {
  const texts = new Set<string>();
  const add = (text: string | null | undefined) => {
    if (!text || !/[\u0400-\u04FF]/.test(text)) return;
    texts.add(text);
    if (text.includes('|')) text.split('|').forEach((part) => add(part.trim()));
  };
  for (const element of elements) {
    add(element.label);
    add(element.placeholder);
    add(element.hint);
    for (const literal of element.custom_validator?.match(/'[^']*'/g) ?? []) add(literal.slice(1, -1));
  }
  return [...texts];
}

/** Of the given texts, those lacking a translation in some of la, ru, en, qq, per locale. */
export async function untranslated(db: Kysely<DatabaseSchema>, texts: string[]): Promise<Record<string, string[]>> {
  const rows = texts.length ? await db.selectFrom('translations').select(['locale', 'key']).where('key', 'in', texts).execute() : [];
  return Object.fromEntries(
    ['la', 'ru', 'en', 'qq'].map((locale) => {
      const have = new Set(rows.filter((row) => row.locale === locale).map((row) => row.key));
      return [locale, texts.filter((text) => !have.has(text))];
    }),
  );
}

/** Elements whose default value a new record could not be saved with (wrong shape for the type); dates may say 'today' / 'now'. */
export function badDefaults(elements: StoredElement[]): string[] {
  return elements
    .filter((element) => element.default_value !== null && element.default_value !== undefined)
    .filter((element) => !(['date', 'datetime'].includes(element.type) && ['today', 'now'].includes(element.default_value as string)))
    .filter((element) => {
      const meta = { id: element.id, type: element.type, isMultiple: element.is_multiple } as FormElementMeta;
      if (!valueTypeFits(meta, element.default_value)) return true;
      return element.type === 'raw_json' && !isJson(element.default_value as string);
    })
    .map((element) => `${element.data_field}: ${JSON.stringify(element.default_value)}`);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

import type { Kysely, Selectable } from 'kysely';
import type { FormElementMeta } from '../../src/core/api/formMeta';
import { fieldElements } from '../../src/core/form/fieldElements';
import type { DatabaseSchema, FormsTable } from '../db/DatabaseSchema';
import { formElementTree } from './formElementTree';
import { formSource, type FormSource } from './formSource';

export type FormRow = Selectable<FormsTable>;

/** Everything the form calls need to know about one form, loaded once and cached (formDefinitionCache). */
export interface RuntimeForm {
  row: FormRow;
  /** The element tree, select options not yet resolved (inline `data` is there). */
  elements: FormElementMeta[];
  /** The elements that edit a record field, in document order. */
  fields: FormElementMeta[];
  /** data_source of each element that has one, by element id. */
  dataSources: Map<number, string>;
  /** The checked source table, or null with `sourceError` saying what is wrong with the configuration. */
  source: FormSource | null;
  sourceError: string | null;
}

/**
 * Reads a form's runtime description: its `forms` row, the element tree and the source table from the
 * catalog. Null when no form has this name. A source that does not resolve, or a field, row key, version or
 * soft-delete column it lacks, does not fail the load (the definition can still be shown): it is kept in
 * `sourceError`, and the record calls refuse with 500 (requireFormSource).
 *
 * @example
 * const form = await readRuntimeForm(db, 'appeals');
 * form?.fields.map((field) => field.dataField);
 */
export async function readRuntimeForm(db: Kysely<DatabaseSchema>, name: string): Promise<RuntimeForm | null> {
  const row = await db.selectFrom('forms').selectAll().where('name', '=', name).executeTakeFirst();
  if (!row) return null;
  const elementRows = await db.selectFrom('form_elements').selectAll().where('form_id', '=', row.id).execute();
  const elements = formElementTree(elementRows);
  const fields = fieldElements(elements);
  const dataSources = new Map(
    elementRows.flatMap((element) => (element.data_source?.trim() ? [[element.id, element.data_source.trim()] as const] : [])),
  );
  let source: FormSource | null = null;
  let sourceError: string | null = null;
  try {
    source = await formSource(db, row.source_table);
    const needed = [row.row_key, row.version_column, row.soft_delete_column, ...fields.map((field) => field.dataField)];
    const missing = needed.filter((column): column is string => !!column && !source!.columns.has(column));
    if (missing.length)
      throw new Error(
        `Form ${JSON.stringify(name)}: ${row.source_table} has no column ${missing.map((column) => JSON.stringify(column)).join(', ')}`,
      );
    // A write-only column (a password hash) is reachable through a password field only, which never reads it.
    const exposed = fields.find((field) => source!.columns.get(field.dataField!)?.writeOnly && field.type !== 'password');
    if (exposed) throw new Error(`Form ${JSON.stringify(name)}: column ${JSON.stringify(exposed.dataField)} may only be a password field`);
  } catch (error) {
    source = null;
    sourceError = error instanceof Error ? error.message : String(error);
  }
  return { row, elements, fields, dataSources, source, sourceError };
}

/**
 * The form's checked source, or a thrown Error naming the configuration mistake (the route answers 500 and
 * logs it).
 *
 * @example
 * const source = requireFormSource(form);
 */
export function requireFormSource(form: RuntimeForm): FormSource {
  if (!form.source) throw new Error(form.sourceError ?? `Form ${form.row.name} has no source`);
  return form.source;
}

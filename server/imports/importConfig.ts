import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/** One `excel_import_configs` row with its column mapping (`excel_import_row_handlers`). */
export interface ImportConfig {
  id: number;
  name: string;
  /** The form whose rules, coercions and write permission every row goes through. */
  targetForm: string;
  note: string | null;
  templateFileId: string | null;
  sampleFileId: string | null;
  /** The worksheet to read; the first when null. */
  sheet: string | null;
  headerRow: number;
  /** A field whose value finds the record a row updates; rows without a match are inserted. */
  keyField: string | null;
  /** Header text in the file → the form field it fills, in the order of the template's columns. */
  columns: { header: string; field: string }[];
}

/**
 * The import named `name` (the `{name}` of `/import/{name}`), or null when there is none or it names no
 * target form (an import that cannot write anywhere is not offered).
 *
 * @example
 * const config = await loadImportConfig(db, 'appeals');
 */
export async function loadImportConfig(db: Kysely<DatabaseSchema>, name: string): Promise<ImportConfig | null> {
  const { rows } = await sql<{
    id: number;
    name: string;
    target_form: string | null;
    note: string | null;
    template_file_id: string | null;
    sample_file_id: string | null;
    sheet_name: string | null;
    header_row: number;
    key_field: string | null;
  }>`SELECT id, name, target_form, note, template_file_id, sample_file_id, sheet_name, header_row, key_field
     FROM excel_import_configs WHERE name = ${name} ORDER BY id LIMIT 1`.execute(db);
  const row = rows[0];
  if (!row?.target_form?.trim()) return null;
  const { rows: handlers } = await sql<{ column_name: string; data_field: string }>`
    SELECT column_name, data_field FROM excel_import_row_handlers WHERE config_id = ${row.id} ORDER BY id`.execute(db);
  return {
    id: row.id,
    name: row.name,
    targetForm: row.target_form.trim(),
    note: row.note,
    templateFileId: row.template_file_id,
    sampleFileId: row.sample_file_id,
    sheet: row.sheet_name?.trim() || null,
    headerRow: Math.max(1, row.header_row),
    keyField: row.key_field?.trim() || null,
    columns: handlers.map((handler) => ({ header: handler.column_name.trim(), field: handler.data_field.trim() })),
  };
}

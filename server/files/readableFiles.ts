import { sql, type Kysely } from 'kysely';
import { canManageFiles } from '../../src/core/files/canManageFiles';
import { DEFAULT_PRODUCT } from '../../src/core/session/permissions';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { formCanRead } from '../forms/formCanRead';

/** A signed-in user asking for stored files. */
export interface FileReader {
  id: number;
  permissions: readonly string[];
}

/**
 * The ids among `ids` (stored file ids, lower case) that `reader` may download with their session
 * (docs/files.md):
 * - every file, for administrators and file managers (the file manager lists them all anyway);
 * - what they uploaded, and the results and inputs of their own jobs (an export's workbook, an import's report);
 * - an upload saved into a record of a form they may read (formCanRead of the form whose element took it):
 *   whoever may read the record may read its files; an upload no save wrote anywhere stays the uploader's;
 * - the template and sample file of an import whose target form they may read.
 * Files referenced elsewhere (an instruction's or a page's image, an advertisement's) reach their readers as
 * signed links in those answers instead.
 *
 * @example
 * const readable = await readableFiles(db, { id: user.id, permissions }, [fileId]);
 * if (!readable.has(fileId)) return notFound();
 */
export async function readableFiles(db: Kysely<DatabaseSchema>, reader: FileReader, ids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Set();
  if (canManageFiles({ permissions: [...reader.permissions] }, DEFAULT_PRODUCT)) {
    const { rows } = await sql<{ id: string }>`SELECT id FROM files WHERE id = ANY(${wanted}::text[])`.execute(db);
    return new Set(rows.map((row) => row.id));
  }
  const { rows } = await sql<{
    id: string;
    own: boolean;
    permission: string | null;
    is_built_in: boolean | null;
  }>`
    SELECT f.id,
      (f.user_id = ${reader.id} OR EXISTS (
        SELECT 1 FROM jobs j WHERE j.user_id = ${reader.id} AND (j.result_file_id = f.id OR j.input_file_id = f.id)
      )) AS own,
      CASE WHEN f.attached_at IS NOT NULL THEN fo.permission END AS permission,
      CASE WHEN f.attached_at IS NOT NULL THEN fo.is_built_in END AS is_built_in
    FROM files f
    LEFT JOIN form_elements e ON e.id = f.form_element_id
    LEFT JOIN forms fo ON fo.id = e.form_id
    WHERE f.id = ANY(${wanted}::text[])`.execute(db);
  const readable = new Set<string>();
  for (const row of rows) {
    if (
      row.own ||
      (row.is_built_in !== null && formCanRead({ permission: row.permission, is_built_in: row.is_built_in }, reader.permissions))
    )
      readable.add(row.id);
  }
  const rest = wanted.filter((id) => !readable.has(id) && rows.some((row) => row.id === id));
  if (!rest.length) return readable;
  const { rows: imports } = await sql<{
    template_file_id: string | null;
    sample_file_id: string | null;
    permission: string | null;
    is_built_in: boolean;
  }>`
    SELECT lower(btrim(c.template_file_id)) AS template_file_id, lower(btrim(c.sample_file_id)) AS sample_file_id, fo.permission, fo.is_built_in
    FROM excel_import_configs c JOIN forms fo ON fo.name = btrim(c.target_form)
    WHERE lower(btrim(c.template_file_id)) = ANY(${rest}::text[]) OR lower(btrim(c.sample_file_id)) = ANY(${rest}::text[])`.execute(db);
  for (const row of imports) {
    if (!formCanRead(row, reader.permissions)) continue;
    for (const id of [row.template_file_id, row.sample_file_id]) if (id && rest.includes(id)) readable.add(id);
  }
  return readable;
}

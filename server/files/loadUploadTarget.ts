import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { metaCanRead } from '../tables/metaCanRead';
import { UploadRefusal } from './UploadRefusal';
import { BAD_UPLOAD, ELEMENT_NOT_FOUND, FORM_FORBIDDEN, NOT_A_FILE_ELEMENT } from './uploadTexts';

/** The multipart text fields of an upload (docs/behaviour.md §11), as received. */
export interface UploadFields {
  form_element_id?: string;
  form_element_project_id?: string;
  data_source?: string;
}

/** The element an upload is for, with the rules its body must pass. */
export interface UploadTarget {
  /** The form element taking the file; null for an upload into the file manager. */
  elementId: number | null;
  /** File manager uploads: the category and folder the file goes in. */
  categoryId?: number | null;
  folder?: string;
  type: 'file' | 'image';
  /** max_size KB x 1024; null: no limit of the element's own (docs/behaviour.md §5, §12 default unlimited). */
  maxBytes: number | null;
  allowedExtensions: string | null;
  formIsPublic: boolean;
}

/** Who uploads: a signed-in user's permissions, or 'anonymous' on the public endpoint. */
export type UploadCaller = { permissions: readonly string[] } | 'anonymous';

/**
 * Finds the file or image element an upload names and checks the caller may use it, in this order:
 * the fields are well formed (400), the element exists on the form named by data_source and in the
 * project named by form_element_project_id when one is sent (404), the form is readable (signed in:
 * metaCanRead on forms.permission, 403; anonymous: the form must be public with no permission, else 404 so
 * a private form's existence is not revealed), and the element takes files (400).
 *
 * @example
 * const target = await loadUploadTarget(db, { form_element_id: '12', data_source: 'appeals' }, { permissions: [] });
 */
export async function loadUploadTarget(db: Kysely<DatabaseSchema>, fields: UploadFields, caller: UploadCaller): Promise<UploadTarget> {
  const elementId = fields.form_element_id?.trim() ?? '';
  const formName = fields.data_source?.trim() ?? '';
  const projectId = fields.form_element_project_id?.trim() ?? '';
  if (!/^\d{1,9}$/.test(elementId) || !formName || formName.length > 200) throw new UploadRefusal(400, 'BAD_UPLOAD', BAD_UPLOAD);

  const row = await db
    .selectFrom('form_elements as e')
    .innerJoin('forms as f', 'f.id', 'e.form_id')
    .select(['e.id', 'e.type', 'e.max_size', 'e.allowed_extensions', 'f.project_id', 'f.permission', 'f.is_public'])
    .where('e.id', '=', Number(elementId))
    .where('f.name', '=', formName)
    .executeTakeFirst();
  const notFound = new UploadRefusal(404, 'ELEMENT_NOT_FOUND', ELEMENT_NOT_FOUND);
  if (!row || (projectId && projectId !== row.project_id)) throw notFound;

  if (caller === 'anonymous') {
    if (!row.is_public || row.permission) throw notFound;
  } else if (!metaCanRead(row.permission, caller.permissions)) {
    throw new UploadRefusal(403, 'FORM_FORBIDDEN', FORM_FORBIDDEN);
  }

  if (row.type !== 'file' && row.type !== 'image') throw new UploadRefusal(400, 'NOT_A_FILE_ELEMENT', NOT_A_FILE_ELEMENT);
  return {
    elementId: row.id,
    type: row.type,
    maxBytes: row.max_size && row.max_size > 0 ? row.max_size * 1024 : null,
    allowedExtensions: row.allowed_extensions,
    formIsPublic: row.is_public,
  };
}

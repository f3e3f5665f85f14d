import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { formCanRead } from './formCanRead';
import { formDefinitionCache } from './formDefinitionCache';
import { FORM_FORBIDDEN, FORM_NOT_FOUND } from './formErrorTexts';
import type { RuntimeForm } from './runtimeForm';

export type FormAccess = { form: RuntimeForm } | { status: 403 | 404; message: string };

/**
 * The cached form named `name` if this caller may use it. `permissions` are the signed-in user's; null is
 * an anonymous caller, who reaches only forms flagged public that ask for no permission and are not
 * built-in: every other name answers exactly like a missing one, so private forms are not confirmed.
 *
 * @example
 * const access = await formAccess(db, 'appeals', user.permissions);
 * if (!('form' in access)) return sendError(reply, access.status, access.message);
 */
export async function formAccess(db: Kysely<DatabaseSchema>, name: string, permissions: readonly string[] | null): Promise<FormAccess> {
  const form = await formDefinitionCache.load(db, name);
  if (!form) return { status: 404, message: FORM_NOT_FOUND };
  if (permissions === null) {
    const { is_public: isPublic, permission, is_built_in: isBuiltIn } = form.row;
    return isPublic && !permission?.trim() && !isBuiltIn ? { form } : { status: 404, message: FORM_NOT_FOUND };
  }
  return formCanRead(form.row, permissions) ? { form } : { status: 403, message: FORM_FORBIDDEN };
}

import type { Kysely } from 'kysely';
import type { FormDefinition } from '../../src/core/api/formContract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { loadFormDefinition } from './loadFormDefinition';
import type { RuntimeForm } from './runtimeForm';

/** Each cached form description's answer, built once: it lives and goes with the description. */
const answers = new WeakMap<RuntimeForm, Promise<FormDefinition>>();

/**
 * `GET forms/{name}`'s answer (loadFormDefinition: props, elements, select options), the same for every
 * reader, built once per description formDefinitionCache holds: for 5 s, or until a form or an import writes
 * any record (invalidateConfigCaches), since select options are rows of other collections. Building it reads
 * information_schema and every option table (about 20 ms for kitchen_sink on PGlite, where it also held back
 * the static files of the page's first paint). A failed build is not kept.
 *
 * @example
 * const access = await formAccess(db, name, permissions);
 * if ('form' in access) return { data: await formAnswer(db, access.form) };
 */
export function formAnswer(db: Kysely<DatabaseSchema>, form: RuntimeForm): Promise<FormDefinition> {
  const known = answers.get(form);
  if (known) return known;
  const answer = loadFormDefinition(db, form);
  answers.set(form, answer);
  answer.catch(() => answers.delete(form));
  return answer;
}

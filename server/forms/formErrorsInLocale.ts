import type { Kysely } from 'kysely';
import type { FieldErrors } from '../../src/core/api/formContract';
import { translateText } from '../../src/core/i18n/translateLabel';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { loadTextLookup } from '../i18n/loadTextLookup';
import { VALIDATION_FAILED_TEXT } from './formErrorTexts';

/**
 * A 422's texts in the request's locale (docs/behaviour.md §2, §5): the message above the fields and each field's
 * message (the shared rules' Uzbek text, or an administrator's custom-validator text; `{0}` stays, for
 * `params`), each falling back to the Uzbek text. The browser translates them again as keys, which leaves a
 * text already in its language as it is.
 *
 * @example
 * const { message, errors } = await formErrorsInLocale(db, 'en', result.errors);
 * // errors.title: { message: 'Field must be filled in' }
 */
export async function formErrorsInLocale(
  db: Kysely<DatabaseSchema>,
  locale: string,
  errors: FieldErrors,
): Promise<{ message: string; errors: FieldErrors }> {
  const lookup = await loadTextLookup(db, locale, [VALIDATION_FAILED_TEXT, ...Object.values(errors).map((error) => error.message)]);
  const shown: FieldErrors = {};
  for (const [field, error] of Object.entries(errors)) shown[field] = { ...error, message: translateText(error.message, lookup) };
  return { message: lookup(VALIDATION_FAILED_TEXT), errors: shown };
}

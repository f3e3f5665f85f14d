import { LANGUAGE_NAMES } from '../settings/languageOptions';

/**
 * SQL for the name of a `users` row's language (in scope as `users`), a translation key the table shows in
 * the reader's language: the user's own, or, when they chose none, the project's default language, which is
 * what they are shown until they choose (docs/users-and-roles.md). Plain text without parameters.
 *
 * @example
 * `SELECT ${USER_LANGUAGE_SQL} AS language FROM users`; // 'Русча'
 */
export const USER_LANGUAGE_SQL = `(SELECT CASE coalesce(nullif(users.locale, ''), profile.default_locale)
    ${Object.entries(LANGUAGE_NAMES)
      .map(([code, name]) => `WHEN '${code}' THEN '${name}'`)
      .join(' ')}
    ELSE coalesce(nullif(users.locale, ''), profile.default_locale) END
  FROM (SELECT (SELECT default_locale FROM project_profile ORDER BY id LIMIT 1) AS default_locale) AS profile)`;

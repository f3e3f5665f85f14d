import { sql, type Kysely } from 'kysely';
import { isTransferMethod } from '../../src/core/api/transferCodec';
import { call24SettingsOf } from '../../src/core/call24/call24SettingsOf';
import { safeChatUrl } from '../../src/core/call24/supportContact';
import type { ProjectInfo } from '../../src/core/api/contract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { DEFAULT_PROJECT_SETTINGS, type ProjectSettings } from '../seed/defaultProjectSettings';
import { projectComponents } from './projectComponents';
import { projectProfileInfo } from './projectProfileInfo';

/**
 * `GET /info`: the `project_profile` row (what the `project_settings` form edits) and the other
 * project_settings keys over the defaults. Read from the database on every call, never cached, so a change
 * saved on one instance shows on every instance at its next request. A stored value of the wrong JSON type
 * (an admin's typo) falls back to the default rather than breaking every client's start. `has_main` says
 * whether visitors have a landing page: the setting, and only while the page `public/main` serves (public, no
 * permission), so a database without one (a production start) sends `/` to sign-in instead of to a 404.
 */
export async function loadProjectInfo(db: Kysely<DatabaseSchema>, version: string, demo = false): Promise<ProjectInfo> {
  const [rows, profile, mainPage, revision] = await Promise.all([
    db.selectFrom('project_settings').select(['key', 'value']).execute(),
    db.selectFrom('project_profile').selectAll().where('id', '=', 1).executeTakeFirst(),
    db
      .selectFrom('platon_pages')
      .select('id')
      .where('name', '=', 'main')
      .where('is_public', '=', true)
      // As GET public/main judges it: an empty permission is none.
      .where((eb) => eb.or([eb('permission', 'is', null), eb('permission', '=', '')]))
      .executeTakeFirst(),
    // Rows and the sum of their versions: an insert, a delete or an edit through a form (version + 1) moves it.
    sql<{ revision: string }>`SELECT count(*) || '.' || coalesce(sum(version), 0) AS revision FROM translations`.execute(db),
  ]);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const settings = { ...DEFAULT_PROJECT_SETTINGS } as Record<keyof ProjectSettings, unknown>;
  for (const key of Object.keys(DEFAULT_PROJECT_SETTINGS) as (keyof ProjectSettings)[]) {
    if (!stored.has(key)) continue;
    const value = stored.get(key);
    if (sameKind(value, DEFAULT_PROJECT_SETTINGS[key]) || (NULLABLE.has(key) && value === null)) settings[key] = value;
  }
  if (profile) Object.assign(settings, projectProfileInfo(profile));
  settings.has_main = settings.has_main === true && mainPage !== undefined;
  if (!isTransferMethod(settings.transfer_method)) settings.transfer_method = null;
  // The support chat is a link every signed-in page shows: only a web address goes out (issue 15); the
  // call-back settings only in their shape (call24SettingsOf), whatever was stored.
  settings.supportChat = safeChatUrl(settings.supportChat);
  if (typeof settings.supportPhone === 'string' && !/\d/.test(settings.supportPhone)) settings.supportPhone = null;
  settings.call24 = call24SettingsOf(settings.call24);
  settings.components = projectComponents(settings.components);
  settings.errorSampleRate = Math.min(1, Math.max(0, Number(settings.errorSampleRate) || 0));
  return { ...(settings as ProjectSettings), version, demo, translationsRevision: String(revision.rows[0]?.revision ?? '') };
}

const NULLABLE = new Set<keyof ProjectSettings>([
  'transfer_method',
  'homeRedirect',
  'supportPhone',
  'supportChat',
  'copyright',
  'winterModeDate',
]);

function sameKind(value: unknown, fallback: unknown): boolean {
  if (fallback === null) return typeof value === 'string';
  if (Array.isArray(fallback)) return Array.isArray(value);
  return typeof value === typeof fallback && value !== null && Array.isArray(value) === Array.isArray(fallback);
}

import { statements } from './statements';

/** Settings of the old key/value rows that this one row now holds (server/settings/profileInfo.ts). */
const MOVED_KEYS = ['name', 'shortName', 'defaultLocale', 'enabledLocales', 'supportPhone', 'supportChat', 'copyright', 'winterModeDate'];

/** A stored key/value setting as text when it is a JSON string, else NULL. */
/** The last day of winter mode, MM-DD (src/core/season/isWinterMode). */
const MONTH_DAY = '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
/** A telephone number as people write it: digits with spaces, brackets and dashes, an optional leading +. */
const PHONE = '^\\+?[0-9 ()-]{3,30}$';
/** A web address: what the sidebar and error views link to. */
const WEB = '^https?://[^[:space:]]+$';

const text = (key: string) => `(SELECT value #>> '{}' FROM project_settings WHERE key = '${key}' AND jsonb_typeof(value) = 'string')`;

// Issue 41: the project settings an administrator edits in the `project_settings` form, one row of typed,
// checked columns instead of key/value JSON nobody could edit without SQL. Every rule the form states is a
// constraint too, named <table>_<column>_check so a refusal names its field (formWriteErrors). The values a
// database already holds move here, except the placeholders every database used to get (a demo phone, a
// t.me chat, an example.com link, snowfall from December): the demo seeds its own values as demo data.
export const migration0020ProjectProfile = statements([
  `CREATE TABLE project_profile (
    id integer PRIMARY KEY DEFAULT 1 CONSTRAINT project_profile_id_check CHECK (id = 1),
    name text NOT NULL DEFAULT 'Platon' CONSTRAINT project_profile_name_check CHECK (length(btrim(name)) BETWEEN 1 AND 120),
    short_name text NOT NULL DEFAULT 'Platon'
      CONSTRAINT project_profile_short_name_check CHECK (length(btrim(short_name)) BETWEEN 1 AND 40),
    enabled_locales text[] NOT NULL DEFAULT '{uz,la,ru,en,qq}' CONSTRAINT project_profile_enabled_locales_check CHECK (
      cardinality(enabled_locales) >= 1 AND enabled_locales <@ ARRAY['uz', 'la', 'ru', 'en', 'qq', 'km']::text[]
    ),
    default_locale text NOT NULL DEFAULT 'uz',
    support_phone text CONSTRAINT project_profile_support_phone_check CHECK (
      support_phone = '' OR (support_phone ~ '${PHONE}' AND support_phone ~ '[0-9]')
    ),
    support_chat text CONSTRAINT project_profile_support_chat_check CHECK (
      support_chat = '' OR (length(support_chat) <= 500 AND support_chat ~* '${WEB}')
    ),
    copyright_text text CONSTRAINT project_profile_copyright_text_check CHECK (length(copyright_text) <= 200),
    copyright_url text CONSTRAINT project_profile_copyright_url_check CHECK (
      copyright_url = '' OR (length(copyright_url) <= 500 AND copyright_url ~* '${WEB}')
    ),
    winter_mode_date text CONSTRAINT project_profile_winter_mode_date_check CHECK (
      winter_mode_date = '' OR winter_mode_date ~ '${MONTH_DAY}'
    ),
    upload_limit_mb integer NOT NULL DEFAULT 50
      CONSTRAINT project_profile_upload_limit_mb_check CHECK (upload_limit_mb BETWEEN 1 AND 1024),
    session_days integer CONSTRAINT project_profile_session_days_check CHECK (session_days BETWEEN 1 AND 365),
    version integer NOT NULL DEFAULT 1,
    CONSTRAINT project_profile_default_locale_check CHECK (default_locale = ANY (enabled_locales))
  )`,
  `INSERT INTO project_profile (id, name, short_name, enabled_locales, default_locale, support_phone, support_chat, copyright_text, copyright_url, winter_mode_date)
  SELECT 1,
    coalesce(CASE WHEN length(btrim(n.v)) BETWEEN 1 AND 120 THEN n.v END, 'Platon'),
    coalesce(CASE WHEN length(btrim(s.v)) BETWEEN 1 AND 40 THEN s.v END, 'Platon'),
    l.locales,
    CASE WHEN d.v = ANY (l.locales) THEN d.v ELSE l.locales[1] END,
    CASE WHEN p.v ~ '${PHONE}' AND p.v ~ '[0-9]' AND p.v <> '+998 71 200 00 00' THEN p.v END,
    CASE WHEN length(c.v) <= 500 AND c.v ~* '${WEB}' AND c.v <> 'https://t.me/platon_support' THEN c.v END,
    CASE WHEN length(r.t) <= 200 THEN r.t END,
    CASE WHEN length(r.u) <= 500 AND r.u ~* '${WEB}' AND r.u NOT IN ('https://example.com', 'https://example.com/') THEN r.u END,
    CASE WHEN w.v <> '02-15' AND w.v ~ '${MONTH_DAY}' THEN w.v END
  FROM (SELECT ${text('name')} AS v) n,
    (SELECT ${text('shortName')} AS v) s,
    (SELECT ${text('defaultLocale')} AS v) d,
    (SELECT ${text('supportPhone')} AS v) p,
    (SELECT ${text('supportChat')} AS v) c,
    (SELECT ${text('winterModeDate')} AS v) w,
    (SELECT coalesce((
      SELECT array_agg(x ORDER BY i) FROM (
        SELECT x, min(i) AS i FROM project_settings, jsonb_array_elements_text(value) WITH ORDINALITY AS e (x, i)
        WHERE key = 'enabledLocales' AND jsonb_typeof(value) = 'array' AND x IN ('uz', 'la', 'ru', 'en', 'qq', 'km')
        GROUP BY x
      ) q
    ), '{uz,la,ru,en,qq}') AS locales) l,
    (SELECT
      (SELECT value ->> 'text' FROM project_settings WHERE key = 'copyright' AND jsonb_typeof(value) = 'object') AS t,
      (SELECT value ->> 'url' FROM project_settings WHERE key = 'copyright' AND jsonb_typeof(value) = 'object') AS u
    ) r`,
  // The sidebar ads get an administrator screen (a form needs a version to guard an edit) and an uploaded
  // image, which the sidebar prefers to a bare media_id.
  `ALTER TABLE advertisements ADD COLUMN version integer NOT NULL DEFAULT 1`,
  `ALTER TABLE advertisements ADD COLUMN image jsonb`,
  `ALTER TABLE advertisements ADD CONSTRAINT advertisements_website_url_check CHECK (website_url ~* '${WEB}') NOT VALID`,
  `ALTER TABLE advertisements ADD CONSTRAINT advertisements_title_check CHECK (length(btrim(title)) BETWEEN 1 AND 200) NOT VALID`,
  `DELETE FROM project_settings WHERE key IN (${MOVED_KEYS.map((key) => `'${key}'`).join(', ')})`,
]);

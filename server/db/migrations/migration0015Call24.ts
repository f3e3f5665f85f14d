import { statements } from './statements';

// The call-back line (issue 15): requests left through the widget, handled on /system/call24. client_ip is
// kept for the per-address rate limit; version guards a status change against a lost update.
export const migration0015Call24 = statements([
  `CREATE TABLE call24_requests (
    id serial PRIMARY KEY,
    user_id integer NOT NULL,
    phone text NOT NULL,
    topic text NOT NULL,
    comment text NOT NULL DEFAULT '',
    page_path text NOT NULL DEFAULT '',
    client_ip text,
    status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'called_back', 'closed')),
    handled_by integer,
    handled_at timestamptz,
    note text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now(),
    version integer NOT NULL DEFAULT 1
  )`,
  `CREATE INDEX call24_requests_status_created ON call24_requests (status, created_at DESC)`,
  `CREATE INDEX call24_requests_user_created ON call24_requests (user_id, created_at DESC)`,
  `CREATE INDEX call24_requests_ip_created ON call24_requests (client_ip, created_at DESC)`,
  // The support chat is a link on every signed-in page and the error views: a saved value that is text must
  // be a web address, however it is saved (SQL, a configuration form). NOT VALID: a database holding a bad
  // value still migrates; /info leaves such a value out (loadProjectInfo).
  `ALTER TABLE project_settings ADD CONSTRAINT project_settings_support_chat_web CHECK (
    key <> 'supportChat' OR value IS NULL OR jsonb_typeof(value) <> 'string' OR (value #>> '{}') ~* '^https?://[^[:space:]]+$'
  ) NOT VALID`,
]);

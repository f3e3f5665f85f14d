import { statements } from './statements';

/** The first schema: users, sessions, menus, forms, pages, translations and the other docs/behaviour.md §2 collections. */
export const migration0001Initial = statements([
  `CREATE TABLE users (
    id serial PRIMARY KEY,
    username text NOT NULL,
    password_hash text NOT NULL,
    full_name text,
    post_name text,
    org_id bigint,
    tin text,
    pinfl text,
    locale text,
    permissions jsonb NOT NULL DEFAULT '[]'::jsonb,
    registered_with_eimzo boolean NOT NULL DEFAULT false,
    eimzo_allow_to_login text NOT NULL DEFAULT 'all' CHECK (eimzo_allow_to_login IN ('legal', 'individuals', 'all')),
    photo text,
    otp_secret text,
    otp_last_step bigint,
    is_active boolean NOT NULL DEFAULT true,
    version integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username))`,
  `CREATE TABLE user_organizations (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    tin text,
    pinfl text,
    name text NOT NULL,
    name_la text,
    sort_order integer NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX user_organizations_user_id_idx ON user_organizations (user_id)`,
  `CREATE TABLE auth_sessions (
    id text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    device_id text,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz
  )`,
  `CREATE INDEX auth_sessions_user_id_idx ON auth_sessions (user_id)`,
  `CREATE INDEX auth_sessions_expires_at_idx ON auth_sessions (expires_at)`,
  `CREATE TABLE refresh_tokens (
    token_hash text PRIMARY KEY,
    session_id text NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    used_at timestamptz,
    expires_at timestamptz NOT NULL
  )`,
  `CREATE INDEX refresh_tokens_session_id_idx ON refresh_tokens (session_id)`,
  `CREATE TABLE login_attempts (
    key text PRIMARY KEY,
    window_start timestamptz NOT NULL,
    failures integer NOT NULL
  )`,
  `CREATE TABLE menus (
    id serial PRIMARY KEY,
    parent_id integer REFERENCES menus (id) ON DELETE CASCADE,
    project_id text NOT NULL DEFAULT 'platon',
    datasource text,
    name text NOT NULL,
    link text,
    css_class text,
    css_style text,
    badge text,
    badge_type text,
    has_divider_before boolean NOT NULL DEFAULT false,
    is_homepage boolean NOT NULL DEFAULT false,
    is_track_menu boolean NOT NULL DEFAULT false,
    sort_order integer NOT NULL DEFAULT 0,
    permission text
  )`,
  `CREATE INDEX menus_parent_id_idx ON menus (parent_id)`,
  `CREATE TABLE translations (
    id serial PRIMARY KEY,
    locale text NOT NULL,
    key text NOT NULL,
    value text NOT NULL,
    UNIQUE (locale, key)
  )`,
  `CREATE TABLE project_settings (
    key text PRIMARY KEY,
    value jsonb
  )`,
  `CREATE TABLE user_logs (
    id bigserial PRIMARY KEY,
    user_id integer,
    username text,
    action_type text NOT NULL,
    action_title text,
    full_url text,
    browser_info text,
    details jsonb,
    ip text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX user_logs_user_id_idx ON user_logs (user_id)`,
  `CREATE INDEX user_logs_created_at_idx ON user_logs (created_at)`,
  `CREATE TABLE platon_pages (
    id serial PRIMARY KEY,
    name text NOT NULL UNIQUE,
    title text,
    css text,
    is_scoped boolean NOT NULL DEFAULT false,
    is_public boolean NOT NULL DEFAULT false,
    data jsonb
  )`,
  `CREATE TABLE platon_page_components (
    id serial PRIMARY KEY,
    page_id integer NOT NULL REFERENCES platon_pages (id) ON DELETE CASCADE,
    name text NOT NULL,
    content text,
    scripts jsonb NOT NULL DEFAULT '[]'::jsonb,
    css text,
    is_scoped boolean NOT NULL DEFAULT false,
    sort_order integer NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX platon_page_components_page_id_idx ON platon_page_components (page_id)`,
]);

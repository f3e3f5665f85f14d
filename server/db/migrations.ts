import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/**
 * Schema migrations, kept in code so the bundled server needs no migration folder next to it. Plain
 * PostgreSQL SQL that PGlite and PostgreSQL 15 both accept. Each statement runs on its own because PGlite's
 * extended-protocol queries refuse several statements in one call. Never edit a shipped migration: add one.
 */
const INITIAL_SCHEMA = [
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
];

function statements(list: string[]): Migration {
  return {
    async up(db) {
      for (const statement of list) await sql.raw(statement).execute(db);
    },
  };
}

const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': statements(INITIAL_SCHEMA),
  // A page may require one permission of its reader (GET /pages/{name} answers 403 without it).
  '0002_page_permission': statements([`ALTER TABLE platon_pages ADD COLUMN permission text`]),
  // Sidebar advertisements (SPEC §3) with their click counter (PUT /ads/increment).
  '0003_ads': statements([
    `CREATE TABLE advertisements (
      id serial PRIMARY KEY,
      title text NOT NULL,
      website_url text NOT NULL,
      media_id text,
      clicks integer NOT NULL DEFAULT 0,
      is_active boolean NOT NULL DEFAULT true,
      sort_order integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  ]),
  // Server-defined tables (SPEC §2.8, §3): metadata rows, per-user column settings. A table reads a physical
  // table of the `app` schema (source_table) or an administrator's read-only SQL (source_sql).
  '0004_tables': statements([
    `CREATE SCHEMA IF NOT EXISTS app`,
    `CREATE TABLE tables (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      project_id text NOT NULL DEFAULT 'platon',
      title text NOT NULL DEFAULT '',
      source_table text,
      source_sql text,
      row_key text NOT NULL DEFAULT 'id',
      page_size integer NOT NULL DEFAULT 50,
      paging text NOT NULL DEFAULT 'server' CHECK (paging IN ('server', 'client')),
      left_fixed integer,
      right_fixed integer,
      group_by text,
      split_rows_by text,
      max_height integer,
      navigate_by_keyboard boolean NOT NULL DEFAULT false,
      default_sort text,
      default_order integer CHECK (default_order IN (1, -1)),
      is_public boolean NOT NULL DEFAULT false,
      is_built_in boolean NOT NULL DEFAULT false,
      exportable boolean NOT NULL DEFAULT true,
      permission text,
      version integer NOT NULL DEFAULT 1,
      CHECK (source_table IS NOT NULL OR source_sql IS NOT NULL)
    )`,
    `CREATE TABLE table_columns (
      id serial PRIMARY KEY,
      table_id integer NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
      parent_id integer REFERENCES table_columns (id) ON DELETE CASCADE,
      level integer NOT NULL DEFAULT 1,
      position integer NOT NULL DEFAULT 0,
      title text NOT NULL DEFAULT '',
      data_field text,
      width integer,
      sortable boolean NOT NULL DEFAULT true,
      cell_format text,
      link text,
      hint text,
      number_format integer CHECK (number_format BETWEEN 0 AND 4),
      data_align text CHECK (data_align IN ('left', 'center', 'right')),
      footer_align text CHECK (footer_align IN ('left', 'center', 'right')),
      data_nowrap boolean NOT NULL DEFAULT false,
      footer_nowrap boolean NOT NULL DEFAULT false,
      format_condition text,
      format_color text,
      format_background_color text,
      footer text,
      sum_type text CHECK (sum_type IN ('sum', 'avg', 'min', 'max', 'count')),
      header_component text,
      sort_order integer CHECK (sort_order IN (1, -1)),
      version integer NOT NULL DEFAULT 1
    )`,
    `CREATE INDEX table_columns_table_id_idx ON table_columns (table_id, level, position)`,
    `CREATE TABLE table_filters (
      id serial PRIMARY KEY,
      table_id integer NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
      level integer NOT NULL DEFAULT 1,
      position integer NOT NULL DEFAULT 0,
      type text NOT NULL,
      data_field text NOT NULL,
      label text NOT NULL DEFAULT '',
      placeholder text,
      width integer,
      data jsonb,
      data_source text,
      is_related_select boolean NOT NULL DEFAULT false,
      related_select text,
      filter_by text,
      is_multiple boolean NOT NULL DEFAULT false,
      default_value jsonb,
      version integer NOT NULL DEFAULT 1
    )`,
    `CREATE INDEX table_filters_table_id_idx ON table_filters (table_id, level, position)`,
    `CREATE TABLE table_buttons (
      id serial PRIMARY KEY,
      table_id integer NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
      level integer NOT NULL DEFAULT 1,
      position integer NOT NULL DEFAULT 0,
      label text NOT NULL,
      link text NOT NULL,
      placement text NOT NULL DEFAULT 'top' CHECK (placement IN ('top', 'row')),
      css_class text,
      icon text,
      permission text,
      version integer NOT NULL DEFAULT 1
    )`,
    `CREATE INDEX table_buttons_table_id_idx ON table_buttons (table_id, level, position)`,
    `CREATE TABLE user_column_configs (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      table_id integer NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
      level integer NOT NULL DEFAULT 1,
      config jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, table_id, level)
    )`,
  ]),
  // Server-defined forms (SPEC §2.9, §3): a form edits one table (source_table: `app.x` or a configuration
  // collection of the public schema), only the columns its elements name. Uploaded files keep their metadata
  // here and their bodies in the data folder. Every configuration collection gets a record version.
  '0005_forms': statements([
    `CREATE TABLE forms (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      project_id text NOT NULL DEFAULT 'platon',
      title text NOT NULL DEFAULT '',
      source_table text NOT NULL,
      row_key text NOT NULL DEFAULT 'id',
      version_column text DEFAULT 'version',
      soft_delete_column text,
      label_width integer,
      is_public boolean NOT NULL DEFAULT false,
      is_built_in boolean NOT NULL DEFAULT false,
      can_insert boolean NOT NULL DEFAULT true,
      can_update boolean NOT NULL DEFAULT true,
      can_delete boolean NOT NULL DEFAULT false,
      can_hard_delete boolean NOT NULL DEFAULT false,
      permission text,
      version integer NOT NULL DEFAULT 1
    )`,
    `CREATE TABLE form_elements (
      id serial PRIMARY KEY,
      form_id integer NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
      parent_id integer REFERENCES form_elements (id) ON DELETE CASCADE,
      position integer NOT NULL DEFAULT 0,
      type text NOT NULL,
      data_field text,
      label text,
      placeholder text,
      hint text,
      width integer,
      css_class text,
      css_style text,
      is_required boolean NOT NULL DEFAULT false,
      is_disabled boolean NOT NULL DEFAULT false,
      is_read_only boolean NOT NULL DEFAULT false,
      display_condition text,
      default_value jsonb,
      format text,
      min_date text,
      max_date text,
      min_datetime text,
      max_datetime text,
      text_align text CHECK (text_align IN ('left', 'center', 'right')),
      scale integer CHECK (scale BETWEEN 0 AND 10),
      data jsonb,
      data_source text,
      is_related_select boolean NOT NULL DEFAULT false,
      related_select text,
      filter_by text,
      "limit" integer,
      allow_clear boolean,
      is_multiple boolean NOT NULL DEFAULT false,
      selection_count integer,
      min_items_to_search integer,
      max_count integer,
      min_count integer,
      min_value double precision,
      max_value double precision,
      min_length integer,
      max_length integer,
      max_size integer,
      allowed_extensions text,
      mask text,
      suggestions_url text,
      html_content text,
      css text,
      js text,
      language text,
      button_icon text,
      action text,
      short_key text,
      short_key_label text,
      tabs_position text CHECK (tabs_position IN ('top', 'left', 'right', 'bottom')),
      save_state_key text,
      active_tab integer,
      addon_elements_left jsonb,
      addon_elements_right jsonb,
      custom_validator text,
      version integer NOT NULL DEFAULT 1
    )`,
    `CREATE INDEX form_elements_form_id_idx ON form_elements (form_id, position)`,
    `CREATE TABLE files (
      id text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('files', 'images')),
      name text NOT NULL,
      extension text NOT NULL,
      mime text NOT NULL,
      size bigint NOT NULL,
      storage_key text NOT NULL,
      form_element_id integer,
      user_id integer,
      is_public boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE rate_limit_counters (
      key text PRIMARY KEY,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL
    )`,
    `ALTER TABLE menus ADD COLUMN version integer NOT NULL DEFAULT 1`,
    `ALTER TABLE translations ADD COLUMN version integer NOT NULL DEFAULT 1`,
    `ALTER TABLE platon_pages ADD COLUMN version integer NOT NULL DEFAULT 1`,
    `ALTER TABLE platon_page_components ADD COLUMN version integer NOT NULL DEFAULT 1`,
    // The rest of SPEC §3's configuration collections: what the platform's own forms and tables edit.
    `CREATE TABLE file_categories (id serial PRIMARY KEY, name text NOT NULL, allowed_extensions text, max_size integer, version integer NOT NULL DEFAULT 1)`,
    `CREATE TABLE cron (id serial PRIMARY KEY, name text NOT NULL, expression text NOT NULL, handler text, is_active boolean NOT NULL DEFAULT false, version integer NOT NULL DEFAULT 1)`,
    `CREATE TABLE cron_crud (id serial PRIMARY KEY, cron_id integer REFERENCES cron (id) ON DELETE CASCADE, operation text NOT NULL, target text, version integer NOT NULL DEFAULT 1)`,
    `CREATE TABLE api_stages (id serial PRIMARY KEY, name text NOT NULL, base_url text, version integer NOT NULL DEFAULT 1)`,
    `CREATE TABLE api_endpoints (id serial PRIMARY KEY, stage_id integer REFERENCES api_stages (id) ON DELETE SET NULL, method text NOT NULL DEFAULT 'GET', path text NOT NULL, source_sql text, permission text, version integer NOT NULL DEFAULT 1)`,
    `CREATE TABLE api_metrics (id bigserial PRIMARY KEY, endpoint text NOT NULL, calls integer NOT NULL DEFAULT 0, avg_ms double precision, recorded_at timestamptz NOT NULL DEFAULT now(), version integer NOT NULL DEFAULT 1)`,
    `CREATE TABLE sql_metrics (id bigserial PRIMARY KEY, query_name text NOT NULL, calls integer NOT NULL DEFAULT 0, avg_ms double precision, recorded_at timestamptz NOT NULL DEFAULT now(), version integer NOT NULL DEFAULT 1)`,
    `CREATE TABLE excel_import_configs (id serial PRIMARY KEY, name text NOT NULL, target_table text, note text, template_file_id text, sample_file_id text, version integer NOT NULL DEFAULT 1)`,
    `CREATE TABLE excel_import_row_handlers (id serial PRIMARY KEY, config_id integer REFERENCES excel_import_configs (id) ON DELETE CASCADE, column_name text NOT NULL, data_field text NOT NULL, version integer NOT NULL DEFAULT 1)`,
    `CREATE TABLE export_resources (id serial PRIMARY KEY, name text NOT NULL, source_sql text, version integer NOT NULL DEFAULT 1)`,
    `CREATE TABLE document_templates (id serial PRIMARY KEY, name text NOT NULL, content text, version integer NOT NULL DEFAULT 1)`,
    `CREATE TABLE instructions (id serial PRIMARY KEY, main text NOT NULL, sub text, title text NOT NULL, content text, version integer NOT NULL DEFAULT 1)`,
  ]),
  // Accounts (issue 10): one-time-code secrets being set up, and the electronic-signature white/black list.
  '0006_accounts': statements([
    `ALTER TABLE users ADD COLUMN otp_pending_secret text`,
    `ALTER TABLE users ADD COLUMN otp_pending_at timestamptz`,
    `CREATE TABLE signature_lists (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      imzo_serial text NOT NULL,
      type boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, imzo_serial)
    )`,
  ]),
  // Sign-in throttling moves from fixed-window lock-outs to progressive delays per account, address and pair
  // (server/auth/createLoginThrottle.ts); the old counters mean nothing to it.
  '0007_sign_in': statements([
    `DROP TABLE login_attempts`,
    `CREATE TABLE login_throttle (
      key text PRIMARY KEY,
      attempts integer NOT NULL,
      last_attempt_at timestamptz NOT NULL
    )`,
    `CREATE INDEX login_throttle_last_attempt_at_idx ON login_throttle (last_attempt_at)`,
  ]),
  // Social and single sign-on (issue 11): provider identities linked to users, the state of an authorization
  // request (state, nonce, PKCE verifier) and the single-use grant between oauth2-validate and oauth2.
  '0008_oauth': statements([
    `ALTER TABLE users ADD COLUMN email text`,
    `CREATE TABLE user_identities (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      provider text NOT NULL,
      subject text NOT NULL,
      email text,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_sign_in_at timestamptz,
      UNIQUE (provider, subject)
    )`,
    `CREATE INDEX user_identities_user_id_idx ON user_identities (user_id)`,
    `CREATE TABLE oauth_states (
      state text PRIMARY KEY,
      provider text NOT NULL,
      nonce text NOT NULL,
      code_verifier text NOT NULL,
      redirect_uri text NOT NULL,
      expires_at timestamptz NOT NULL
    )`,
    `CREATE TABLE oauth_grants (
      token_hash text PRIMARY KEY,
      provider text NOT NULL,
      subject text NOT NULL,
      claims jsonb NOT NULL,
      user_id integer REFERENCES users (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`,
  ]),
  // Digital-signature sign-in (issue 11): the challenges handed out to be signed, each good for one sign-in.
  '0009_eimzo': statements([
    `CREATE TABLE eimzo_challenges (
      challenge text PRIMARY KEY,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`,
  ]),
  // Imports from files (issue 14): the form each import writes through, which sheet and header row to read,
  // and the field whose value finds the record a row updates. No unique name: a database may already hold
  // two configurations of one name, and the first one (by id) is the one /import/{name} uses.
  '0010_import_target': statements([
    `ALTER TABLE excel_import_configs ADD COLUMN target_form text`,
    `ALTER TABLE excel_import_configs ADD COLUMN sheet_name text`,
    `ALTER TABLE excel_import_configs ADD COLUMN header_row integer NOT NULL DEFAULT 1`,
    `ALTER TABLE excel_import_configs ADD COLUMN key_field text`,
  ]),
  // Background jobs (issue 14): claimed with row locks, kept alive by a heartbeat; see createJobRunner.
  '0011_jobs': statements([
    `CREATE TABLE jobs (
      id text PRIMARY KEY,
      user_id integer NOT NULL,
      kind text NOT NULL CHECK (kind IN ('export', 'import')),
      name text NOT NULL,
      title text NOT NULL DEFAULT '',
      params jsonb NOT NULL DEFAULT '{}',
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
      done_count bigint NOT NULL DEFAULT 0,
      total_count bigint,
      message text,
      detail jsonb,
      input_file_id text,
      result_file_id text,
      cancel_requested boolean NOT NULL DEFAULT false,
      instance text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      heartbeat_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz,
      expires_at timestamptz
    )`,
    `CREATE INDEX jobs_user_created ON jobs (user_id, created_at DESC)`,
    `CREATE INDEX jobs_waiting ON jobs (created_at) WHERE status IN ('queued', 'running')`,
  ]),
  // Uploads saved into a record are attached; the others are orphans, purged after a while (purgeOrphanUploads).
  // Files stored before this are taken as attached: nothing existing is purged by an upgrade.
  '0012_file_attached': statements([
    `ALTER TABLE files ADD COLUMN attached_at timestamptz`,
    `UPDATE files SET attached_at = created_at`,
    `CREATE INDEX files_orphans ON files (created_at) WHERE attached_at IS NULL AND form_element_id IS NOT NULL`,
  ]),
  // The file manager (issue 14): files uploaded there have a category and a folder path ('' is the top).
  '0013_file_folders': statements([
    `ALTER TABLE files ADD COLUMN category_id integer REFERENCES file_categories (id) ON DELETE SET NULL`,
    `ALTER TABLE files ADD COLUMN folder text NOT NULL DEFAULT ''`,
    `CREATE INDEX files_category_folder ON files (category_id, folder)`,
  ]),
};

const provider: MigrationProvider = {
  async getMigrations() {
    return MIGRATIONS;
  },
};

/**
 * Brings the schema up to date. Kysely's migrator takes a PostgreSQL advisory lock, so several instances
 * starting at once against one server migrate exactly once.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider, migrationTableName: 'platon_migrations', migrationLockTableName: 'platon_migrations_lock' });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Database migration failed: ${reason}`, { cause: error });
  }
}

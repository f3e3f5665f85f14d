import type { ColumnType, Generated } from 'kysely';
import type { UserLayout } from '../../src/core/api/userLayoutContract';
import type { AdvertisementsTable } from '../ads/AdvertisementsTable';

/**
 * Row types of the reference server's tables. jsonb columns are read back parsed by both drivers (pg and
 * PGlite) but written as JSON text: `pg` would otherwise turn a JS array into a PostgreSQL array literal.
 * bigint columns come back as strings from `pg` and as numbers from PGlite, so readers wrap them in Number().
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;
type BigIntColumn = ColumnType<number | string, number | string, number | string>;
type NullableBigInt = ColumnType<number | string | null, number | string | null | undefined, number | string | null>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  full_name: string | null;
  post_name: string | null;
  org_id: NullableBigInt;
  tin: string | null;
  pinfl: string | null;
  locale: string | null;
  permissions: ColumnType<string[], string | undefined, string>;
  registered_with_eimzo: Generated<boolean>;
  eimzo_allow_to_login: Generated<'legal' | 'individuals' | 'all'>;
  photo: string | null;
  otp_secret: string | null;
  otp_last_step: NullableBigInt;
  /** A secret being set up (sealed, see createSecretBox): active only once a code from it was verified. */
  otp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  otp_pending_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  is_active: Generated<boolean>;
  /** From a social sign-in's verified claims; used to link a provider identity to an existing user. */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Migration 0019: set with a temporary password; the user changes it at the next sign-in. */
  must_change_password: Generated<boolean>;
  last_sign_in_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Which sign-in methods the account may use: 'password', 'eimzo', 'oauth2'. */
  sign_in_methods: ColumnType<string[], string | undefined, string>;
  /** Ids of the roles that apply everywhere (roles within an organisation are organization_members). */
  role_ids: ColumnType<number[], string | undefined, string>;
  /** Migration 0022: the user must set up a one-time code before anything else (an administrator's choice). */
  otp_required: Generated<boolean>;
}

/** A named set of permission strings (migration 0019). */
export interface RolesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  permissions: ColumnType<string[], string | undefined, string>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An organisation users act for (docs/behaviour.md §10), with its parent (migration 0019). */
export interface OrganizationsTable {
  id: Generated<number>;
  name: string;
  name_la: string | null;
  tin: string | null;
  parent_id: number | null;
  is_active: Generated<boolean>;
  version: Generated<number>;
  created_at: Generated<Date>;
}

/** A user's membership of an organisation and the role they hold in it (migration 0019). */
export interface OrganizationMembersTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  role_id: number | null;
  version: Generated<number>;
}

/** A provider identity (`sub` of a provider) linked to a user (issue 11). */
export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  subject: string;
  email: string | null;
  created_at: Generated<Date>;
  last_sign_in_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** An authorization request in flight: what the provider's answer must match, single use, minutes long. */
export interface OAuthStatesTable {
  state: string;
  provider: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** The server's own single-use grant for a verified identity, between oauth2-validate and oauth2 (stored hashed). */
export interface OAuthGrantsTable {
  token_hash: string;
  provider: string;
  subject: string;
  claims: ColumnType<Record<string, unknown>, string, string>;
  user_id: number | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A challenge handed out for a digital-signature sign-in: signed once, within its lifetime. */
export interface EimzoChallengesTable {
  challenge: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface UserOrganizationsTable {
  id: Generated<number>;
  user_id: number;
  tin: string | null;
  pinfl: string | null;
  name: string;
  name_la: string | null;
  sort_order: Generated<number>;
}

/** The electronic-signature white and black list of a user (docs/behaviour.md §3): `type` true is the white list. */
export interface SignatureListsTable {
  id: Generated<number>;
  user_id: number;
  imzo_serial: string;
  type: boolean;
  created_at: Generated<Date>;
}

export interface AuthSessionsTable {
  id: string;
  user_id: number;
  device_id: string | null;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** Migration 0022: the last sign-in or refresh of the session, and where it was opened from. */
  last_used_at: NullableTimestamp;
  ip: ColumnType<string | null, string | null | undefined, string | null>;
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: Generated<Date>;
  used_at: NullableTimestamp;
  expires_at: Timestamp;
}

export interface LoginThrottleTable {
  key: string;
  attempts: number;
  last_attempt_at: Timestamp;
}

/** A browser's proof of an earlier sign-in (server/auth/createDeviceTokens.ts): only the token's SHA-256. */
export interface LoginDevicesTable {
  token_hash: string;
  user_id: number;
  failed_attempts: Generated<number>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface MenusTable {
  id: Generated<number>;
  parent_id: number | null;
  project_id: string;
  datasource: string | null;
  name: string;
  link: string | null;
  css_class: string | null;
  css_style: string | null;
  badge: string | null;
  badge_type: string | null;
  has_divider_before: Generated<boolean>;
  is_homepage: Generated<boolean>;
  is_track_menu: Generated<boolean>;
  sort_order: Generated<number>;
  permission: string | null;
  version: Generated<number>;
}

export interface TranslationsTable {
  id: Generated<number>;
  locale: string;
  key: string;
  value: string;
  version: Generated<number>;
}

export interface ProjectSettingsTable {
  key: string;
  value: Json<unknown>;
}

/** The one row of project settings the `project_settings` form edits (migration 0020). */
export interface ProjectProfileTable {
  id: Generated<number>;
  name: Generated<string>;
  short_name: Generated<string>;
  enabled_locales: Generated<string[]>;
  default_locale: Generated<string>;
  support_phone: string | null;
  support_chat: string | null;
  copyright_text: string | null;
  copyright_url: string | null;
  winter_mode_date: string | null;
  upload_limit_mb: Generated<number>;
  /** Days a session lives after its last use; null: the server's refresh TTL (PLATON_REFRESH_TTL). */
  session_days: number | null;
  version: Generated<number>;
  /** Sign-in methods (migration 0023): each on unless switched off here. */
  password_sign_in: Generated<boolean>;
  /** Administrators sign in with a password only together with their one-time code. */
  admin_otp_required: Generated<boolean>;
  eimzo_sign_in: Generated<boolean>;
  /**
   * Per OAuth provider: on/off, the client id and the client secret sealed by the data key (null: the
   * environment's), and whether a secret is stored (what the form shows; the secret itself never leaves).
   */
  google_sign_in: Generated<boolean>;
  google_client_id: string | null;
  google_client_secret: string | null;
  google_secret_set: Generated<boolean>;
  keycloak_sign_in: Generated<boolean>;
  keycloak_client_id: string | null;
  keycloak_client_secret: string | null;
  keycloak_secret_set: Generated<boolean>;
  one_id_sign_in: Generated<boolean>;
  one_id_client_id: string | null;
  one_id_client_secret: string | null;
  one_id_secret_set: Generated<boolean>;
  linkedin_sign_in: Generated<boolean>;
  linkedin_client_id: string | null;
  linkedin_client_secret: string | null;
  linkedin_secret_set: Generated<boolean>;
  ssv_sign_in: Generated<boolean>;
  ssv_client_id: string | null;
  ssv_client_secret: string | null;
  ssv_secret_set: Generated<boolean>;
  /** Minutes an access token lives; null: the server's PLATON_ACCESS_TTL. */
  access_token_minutes: number | null;
  /** `theme.color` a first visit gets; null: the catalogue default. */
  default_theme: string | null;
  /** `theme.color` keys users may pick; null: every one. */
  allowed_themes: string[] | null;
  /** The uploaded logo (a one-file list of the form's image element); null: the product's own. */
  logo: unknown;
}

export interface UserLogsTable {
  /** bigserial: generated on insert, read as number or string like any bigint. */
  id: ColumnType<number | string, number | string | undefined, number | string>;
  user_id: number | null;
  username: string | null;
  action_type: string;
  action_title: string | null;
  full_url: string | null;
  browser_info: string | null;
  details: ColumnType<unknown, string | null, string | null>;
  ip: string | null;
  created_at: Generated<Date>;
}

export interface PlatonPagesTable {
  id: Generated<number>;
  name: string;
  title: string | null;
  css: string | null;
  is_scoped: Generated<boolean>;
  is_public: Generated<boolean>;
  data: ColumnType<unknown, string | null, string | null>;
  /** Added by migration 0002_page_permission. */
  permission: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
}

export interface PlatonPageComponentsTable {
  id: Generated<number>;
  page_id: number;
  name: string;
  content: string | null;
  scripts: ColumnType<string[], string | undefined, string>;
  css: string | null;
  is_scoped: Generated<boolean>;
  sort_order: Generated<number>;
  version: Generated<number>;
}

export interface TablesTable {
  id: Generated<number>;
  name: string;
  project_id: Generated<string>;
  title: Generated<string>;
  /** A table of the `app` schema; whitelisted identifier, never spliced. */
  source_table: string | null;
  /** An administrator's SELECT, run read-only with a statement timeout. */
  source_sql: string | null;
  row_key: Generated<string>;
  page_size: Generated<number>;
  paging: Generated<'server' | 'client'>;
  left_fixed: number | null;
  right_fixed: number | null;
  group_by: string | null;
  split_rows_by: string | null;
  max_height: number | null;
  navigate_by_keyboard: Generated<boolean>;
  default_sort: string | null;
  default_order: 1 | -1 | null;
  is_public: Generated<boolean>;
  is_built_in: Generated<boolean>;
  exportable: Generated<boolean>;
  permission: string | null;
  version: Generated<number>;
}

export interface TableColumnsTable {
  id: Generated<number>;
  table_id: number;
  parent_id: number | null;
  level: Generated<number>;
  position: Generated<number>;
  title: Generated<string>;
  data_field: string | null;
  width: number | null;
  sortable: Generated<boolean>;
  cell_format: string | null;
  link: string | null;
  hint: string | null;
  number_format: number | null;
  data_align: 'left' | 'center' | 'right' | null;
  footer_align: 'left' | 'center' | 'right' | null;
  data_nowrap: Generated<boolean>;
  footer_nowrap: Generated<boolean>;
  format_condition: string | null;
  format_color: string | null;
  format_background_color: string | null;
  footer: string | null;
  sum_type: 'sum' | 'avg' | 'min' | 'max' | 'count' | null;
  header_component: string | null;
  sort_order: 1 | -1 | null;
  version: Generated<number>;
}

export interface TableFiltersTable {
  id: Generated<number>;
  table_id: number;
  level: Generated<number>;
  position: Generated<number>;
  type: string;
  data_field: string;
  label: Generated<string>;
  placeholder: string | null;
  width: number | null;
  data: ColumnType<unknown[] | null, string | null | undefined, string | null>;
  /** A table of the `app` schema the options are read from (id, name and every other field). */
  data_source: string | null;
  is_related_select: Generated<boolean>;
  related_select: string | null;
  filter_by: string | null;
  is_multiple: Generated<boolean>;
  default_value: ColumnType<unknown, string | null | undefined, string | null>;
  version: Generated<number>;
}

export interface TableButtonsTable {
  id: Generated<number>;
  table_id: number;
  level: Generated<number>;
  position: Generated<number>;
  label: string;
  link: string;
  placement: Generated<'top' | 'row'>;
  css_class: string | null;
  icon: string | null;
  permission: string | null;
  version: Generated<number>;
}

export interface UserColumnConfigsTable {
  user_id: number;
  table_id: number;
  level: Generated<number>;
  config: Json<{ order?: Record<string, number>; titles?: Record<string, string>; hidden?: (number | string)[] }>;
  updated_at: Generated<Date>;
}

/** A user's remembered layout of one page (issue 15: the resizable page), as ResizableLayoutDocument. */
export interface UserLayoutsTable {
  user_id: number;
  name: string;
  /** What `PUT user/layouts/{name}` validated against the contract's schema. */
  layout: Json<UserLayout>;
  updated_at: Generated<Date>;
}

export interface FormsTable {
  id: Generated<number>;
  name: string;
  project_id: Generated<string>;
  title: Generated<string>;
  /** The table the form edits: `app.<name>`, or a configuration collection of the public schema. */
  source_table: string;
  row_key: Generated<string>;
  /** Column holding the record version (lost-update guard); null: the form cannot guard and refuses updates. */
  version_column: ColumnType<string | null, string | null | undefined, string | null>;
  /** A timestamptz column set by delete; null: delete removes the row. */
  soft_delete_column: string | null;
  label_width: number | null;
  is_public: Generated<boolean>;
  is_built_in: Generated<boolean>;
  can_insert: Generated<boolean>;
  can_update: Generated<boolean>;
  can_delete: Generated<boolean>;
  can_hard_delete: Generated<boolean>;
  permission: string | null;
  version: Generated<number>;
}

/** A signature over one version of a form's record (migration 0025). */
export interface RecordSignaturesTable {
  id: Generated<string>;
  form_name: string;
  record_id: string;
  record_version: number;
  /** The canonical JSON that was signed. */
  content: string;
  /** The time-stamped CMS package, base64. */
  package: string;
  signer: ColumnType<Record<string, unknown>, string, string>;
  user_id: number | null;
  signed_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Generated<Date>;
}

/** A configuration row as it was before an update or delete (migration 0026). */
export interface ConfigHistoryTable {
  id: Generated<string>;
  collection: string;
  record_id: string;
  action: 'update' | 'delete';
  row: ColumnType<Record<string, unknown>, string, string>;
  changed_by: number | null;
  changed_at: Generated<Date>;
}

export interface FormElementsTable {
  id: Generated<number>;
  form_id: number;
  parent_id: number | null;
  position: Generated<number>;
  type: string;
  data_field: string | null;
  label: string | null;
  placeholder: string | null;
  hint: string | null;
  width: number | null;
  css_class: string | null;
  css_style: string | null;
  is_required: Generated<boolean>;
  is_disabled: Generated<boolean>;
  is_read_only: Generated<boolean>;
  display_condition: string | null;
  default_value: ColumnType<unknown, string | null | undefined, string | null>;
  format: string | null;
  min_date: string | null;
  max_date: string | null;
  min_datetime: string | null;
  max_datetime: string | null;
  text_align: 'left' | 'center' | 'right' | null;
  scale: number | null;
  data: ColumnType<unknown[] | null, string | null | undefined, string | null>;
  /** A table of the `app` schema the options are read from (as table_filters.data_source). */
  data_source: string | null;
  is_related_select: Generated<boolean>;
  related_select: string | null;
  filter_by: string | null;
  limit: number | null;
  allow_clear: boolean | null;
  is_multiple: Generated<boolean>;
  selection_count: number | null;
  min_items_to_search: number | null;
  max_count: number | null;
  min_count: number | null;
  min_value: number | null;
  max_value: number | null;
  min_length: number | null;
  max_length: number | null;
  max_size: number | null;
  allowed_extensions: string | null;
  mask: string | null;
  suggestions_url: string | null;
  html_content: string | null;
  css: string | null;
  js: string | null;
  language: string | null;
  button_icon: string | null;
  action: string | null;
  short_key: string | null;
  short_key_label: string | null;
  tabs_position: 'top' | 'left' | 'right' | 'bottom' | null;
  save_state_key: string | null;
  active_tab: number | null;
  addon_elements_left: ColumnType<unknown[] | null, string | null | undefined, string | null>;
  addon_elements_right: ColumnType<unknown[] | null, string | null | undefined, string | null>;
  custom_validator: string | null;
  version: Generated<number>;
}

export interface FilesTable {
  /** Random (128 bits), but not a key: who may read the file is docs/files.md's business. */
  id: string;
  kind: 'files' | 'images';
  /** The uploader's file name, shown and sent back in Content-Disposition; never used as a path. */
  name: string;
  extension: string;
  mime: string;
  size: BigIntColumn;
  /** Path of the body under the data folder's uploads/. */
  storage_key: string;
  form_element_id: number | null;
  user_id: number | null;
  is_public: Generated<boolean>;
  created_at: Generated<Date>;
  /** When a save first wrote it into a record; null: an upload never saved (an orphan once old enough). */
  attached_at: NullableTimestamp;
  /** File manager uploads: their category (null: a form's upload or a file the server made) and folder path. */
  category_id: number | null;
  folder: Generated<string>;
}

/** A background job (issue 14; wire shape: Job of src/core/api/jobContract). */
export interface JobsTable {
  /** Random (128 bits). */
  id: string;
  user_id: number;
  kind: 'export' | 'import';
  name: string;
  title: Generated<string>;
  /** What the job needs to run, fixed when it was asked for (the query, the locale, the caller's permissions). */
  params: Json<Record<string, unknown>>;
  status: Generated<'queued' | 'running' | 'done' | 'failed' | 'cancelled'>;
  done_count: ColumnType<number | string, number | string | undefined, number | string>;
  total_count: NullableBigInt;
  message: string | null;
  detail: ColumnType<unknown, string | null | undefined, string | null>;
  /** An import's uploaded file (a files row), deleted once the job ends. */
  input_file_id: string | null;
  result_file_id: string | null;
  cancel_requested: Generated<boolean>;
  /** The server instance that received it, then the one running it. */
  instance: string;
  attempts: Generated<number>;
  heartbeat_at: NullableTimestamp;
  created_at: Generated<Date>;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  expires_at: NullableTimestamp;
}

/**
 * The user guide (docs/behaviour.md §2 `instructions`, issue 15): a row without `sub` is a section, one with `sub` is a
 * subsection of the section with the same `main`; both slugs make its address `/instructions/{main}/{sub}`.
 * `title`/`content` are Uzbek Cyrillic, the `_la`… columns the other languages (empty: the Uzbek text).
 */
export interface InstructionsTable {
  id: Generated<number>;
  main: string;
  sub: string | null;
  title: string;
  content: string | null;
  title_la: string | null;
  title_ru: string | null;
  title_en: string | null;
  title_qq: string | null;
  content_la: string | null;
  content_ru: string | null;
  content_en: string | null;
  content_qq: string | null;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
  permission: string | null;
  version: Generated<number>;
}

/** A call-back request (issue 15; wire shape: Call24Request of src/core/api/call24Contract). */
export interface Call24RequestsTable {
  id: Generated<number>;
  user_id: number;
  /** Normalized by normalizePhone: `+` and digits. */
  phone: string;
  topic: string;
  comment: Generated<string>;
  page_path: Generated<string>;
  /** The address it came from, for the per-address rate limit. */
  client_ip: string | null;
  status: Generated<'new' | 'called_back' | 'closed'>;
  handled_by: number | null;
  handled_at: NullableTimestamp;
  note: Generated<string>;
  created_at: Generated<Date>;
  version: Generated<number>;
}

export interface RateLimitCountersTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface DatabaseSchema {
  users: UsersTable;
  user_identities: UserIdentitiesTable;
  oauth_states: OAuthStatesTable;
  oauth_grants: OAuthGrantsTable;
  eimzo_challenges: EimzoChallengesTable;
  record_signatures: RecordSignaturesTable;
  config_history: ConfigHistoryTable;
  user_organizations: UserOrganizationsTable;
  roles: RolesTable;
  organizations: OrganizationsTable;
  organization_members: OrganizationMembersTable;
  signature_lists: SignatureListsTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_throttle: LoginThrottleTable;
  login_devices: LoginDevicesTable;
  menus: MenusTable;
  translations: TranslationsTable;
  project_settings: ProjectSettingsTable;
  project_profile: ProjectProfileTable;
  user_logs: UserLogsTable;
  platon_pages: PlatonPagesTable;
  platon_page_components: PlatonPageComponentsTable;
  tables: TablesTable;
  table_columns: TableColumnsTable;
  table_filters: TableFiltersTable;
  table_buttons: TableButtonsTable;
  user_column_configs: UserColumnConfigsTable;
  user_layouts: UserLayoutsTable;
  forms: FormsTable;
  form_elements: FormElementsTable;
  files: FilesTable;
  rate_limit_counters: RateLimitCountersTable;
  jobs: JobsTable;
  api_metrics: ApiMetricsTable;
  sql_metrics: SqlMetricsTable;
  instructions: InstructionsTable;
  call24_requests: Call24RequestsTable;
  advertisements: AdvertisementsTable;
  api_stages: ApiStagesTable;
  api_endpoints: ApiEndpointsTable;
  cron: CronTable;
  cron_crud: CronCrudTable;
  cron_runs: CronRunsTable;
  document_templates: DocumentTemplatesTable;
  excel_import_configs: ExcelImportConfigsTable;
  excel_import_row_handlers: ExcelImportRowHandlersTable;
  export_resources: ExportResourcesTable;
  file_categories: FileCategoriesTable;
  builtin_versions: BuiltInVersionsTable;
}

/** A configuration collection of docs/behaviour.md §2 that the server fills: timings of one API route, summed over every instance
 * (server/metrics). */
export interface ApiMetricsTable {
  id: Generated<number>;
  /** `GET /api/tables/:name/data`: the method and the route's pattern (unique). */
  endpoint: string;
  calls: BigIntColumn;
  /** total_ms / calls, kept for the built-in table of the collection. */
  avg_ms: number | null;
  total_ms: Generated<number>;
  max_ms: Generated<number>;
  /** The 95th percentile of the samples the last flushing instance kept. */
  p95_ms: Generated<number>;
  /** Answers 500 and above. */
  error_count: ColumnType<number | string, number | string | undefined, number | string>;
  /** Last measured. */
  recorded_at: Timestamp;
  version: Generated<number>;
}

/** Timings of one SQL text, values left out (normaliseSql), summed over every instance (server/metrics). */
export interface SqlMetricsTable {
  id: Generated<number>;
  /** The normalised text. */
  query_name: string;
  /** sha1 of query_name: a short unique key for a long text (null on rows written by hand). */
  sql_hash: string | null;
  calls: BigIntColumn;
  avg_ms: number | null;
  total_ms: Generated<number>;
  max_ms: Generated<number>;
  p95_ms: Generated<number>;
  recorded_at: Timestamp;
  version: Generated<number>;
}

// Configuration collections of docs/behaviour.md §2 that the server reads as SQL (migration 0005, 0010): listed so that
// tests/server/databaseSchema.test.ts finds every table of the database here.

export interface ApiStagesTable {
  id: Generated<number>;
  name: string;
  base_url: string | null;
  version: Generated<number>;
}

export interface ApiEndpointsTable {
  id: Generated<number>;
  stage_id: number | null;
  method: Generated<string>;
  path: string;
  source_sql: string | null;
  permission: string | null;
  version: Generated<number>;
}

export interface CronTable {
  id: Generated<number>;
  name: string;
  expression: string;
  /** What it runs: 'sql', 'purge_orphan_uploads', 'export_table' or 'form_save' (CRON_HANDLERS). */
  handler: string | null;
  is_active: Generated<boolean>;
  version: Generated<number>;
  /** An IANA zone the expression is read in. */
  time_zone: Generated<string>;
  sql_text: string | null;
  /** The table an 'export_table' task exports. */
  target: string | null;
  timeout_seconds: Generated<number>;
  catch_up: Generated<boolean>;
  /** Logins, comma-separated, shown this task's failures in /async. */
  notify_logins: string | null;
  /** The scheduler's cursor: the newest occurrence claimed (run or skipped). */
  last_occurrence: Date | null;
  created_at: Generated<Date>;
}

export interface CronRunsTable {
  id: string;
  cron_id: number;
  occurrence: Date;
  trigger: 'schedule' | 'catch_up' | 'manual';
  status: Generated<'running' | 'done' | 'failed'>;
  instance: string;
  user_id: number | null;
  started_at: Generated<Date>;
  deadline_at: Date;
  finished_at: Date | null;
  rows_affected: string | number | null;
  /** A text key of CRON_TEXTS, translated when read; `error` fills its {0}. */
  message: string | null;
  error: string | null;
  result_file_id: string | null;
}

export interface CronCrudTable {
  id: Generated<number>;
  cron_id: number | null;
  operation: string;
  target: string | null;
  version: Generated<number>;
  /** A SELECT whose rows are the values the form's save is given, one save per row. */
  values_sql: string | null;
}

export interface DocumentTemplatesTable {
  id: Generated<number>;
  name: string;
  content: string | null;
  version: Generated<number>;
}

/** An import's settings (server/imports/importConfig.ts). */
export interface ExcelImportConfigsTable {
  id: Generated<number>;
  name: string;
  target_table: string | null;
  note: string | null;
  template_file_id: string | null;
  sample_file_id: string | null;
  version: Generated<number>;
  target_form: string | null;
  sheet_name: string | null;
  header_row: Generated<number>;
  key_field: string | null;
}

/** One spreadsheet column of an import and the field it fills. */
export interface ExcelImportRowHandlersTable {
  id: Generated<number>;
  config_id: number | null;
  column_name: string;
  data_field: string;
  version: Generated<number>;
}

export interface ExportResourcesTable {
  id: Generated<number>;
  name: string;
  source_sql: string | null;
  version: Generated<number>;
}

/** Upload rules of a file category (the file manager). */
export interface FileCategoriesTable {
  id: Generated<number>;
  name: string;
  allowed_extensions: string | null;
  max_size: number | null;
  version: Generated<number>;
}

/**
 * Per built-in row (server/upgrade): the hash of the content a release last wrote, and what a newer release
 * would write where the administrator changed the row since (pending, for them to review).
 */
export interface BuiltInVersionsTable {
  /** 'form', 'table', 'translation'... (server/upgrade/versionedKinds.ts). */
  kind: string;
  /** The row's name; for a translation `locale:key`. */
  key: string;
  /** Null when the row was there before versions were kept and differed from the release: its origin is unknown. */
  hash: string | null;
  /** The Platon release that wrote `hash`. */
  release: string;
  pending_hash: string | null;
  pending_content: ColumnType<unknown, string | null | undefined, string | null>;
  pending_release: string | null;
  pending_since: NullableTimestamp;
}

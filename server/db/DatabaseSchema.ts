import type { ColumnType, Generated } from 'kysely';

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
  is_active: Generated<boolean>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
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

export interface AuthSessionsTable {
  id: string;
  user_id: number;
  device_id: string | null;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: Generated<Date>;
  used_at: NullableTimestamp;
  expires_at: Timestamp;
}

export interface LoginAttemptsTable {
  key: string;
  window_start: Timestamp;
  failures: number;
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
}

export interface TranslationsTable {
  id: Generated<number>;
  locale: string;
  key: string;
  value: string;
}

export interface ProjectSettingsTable {
  key: string;
  value: Json<unknown>;
}

export interface UserLogsTable {
  id: Generated<BigIntColumn>;
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
}

export interface DatabaseSchema {
  users: UsersTable;
  user_organizations: UserOrganizationsTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  menus: MenusTable;
  translations: TranslationsTable;
  project_settings: ProjectSettingsTable;
  user_logs: UserLogsTable;
  platon_pages: PlatonPagesTable;
  platon_page_components: PlatonPageComponentsTable;
}

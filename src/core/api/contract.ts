import type { Call24Settings } from './call24Contract';
/**
 * The wire contract between the elements and the platform API (SPEC §3, §7). The reference server and the
 * browser runtime both import these types, so a change here is a change to both sides.
 *
 * Envelope: every JSON response of the reference server is `{ data: ... }` unless noted; errors are
 * `{ statusCode, error, message }` (Fastify's shape) with `message` meant for the user where it is one of the
 * spec's texts.
 */

import type { OAuth2Settings } from './signInContract';

/** An organisation a user can act for (SPEC §3 Organization item). */
export interface Organization {
  tin?: string | null;
  pinfl?: string | null;
  name: string;
  nameLa?: string | null;
}

/** The signed-in user (SPEC §3 User). */
export interface User {
  id: number;
  username: string;
  fullName: string | null;
  postName: string | null;
  orgId: number | string | null;
  tin: string | null;
  pinfl: string | null;
  locale: string | null;
  permissions: string[];
  organizations: Organization[];
  registeredWithEimzo: boolean;
  eimzoAllowToLogin: 'legal' | 'individuals' | 'all';
  photo: string | null;
  hasOtpSecret: boolean;
}

export interface ProjectComponent {
  name: string;
  content?: string | null;
  js?: string | null;
  css?: string | null;
}

/** `GET /info` (SPEC §3 Project info). Fields past the spec's are named in camelCase as the shell reads them. */
export interface ProjectInfo {
  name: string;
  shortName: string;
  product: string;
  has_main: boolean;
  /** Demo mode: the demo routes of SPEC §2.1 exist only then. */
  demo: boolean;
  version: string;
  projectVersion: string;
  /** When set, non-GET bodies travel as `application/json+{transfer_method}` (see transferCodec). */
  transfer_method: string | null;
  defaultLocale: string;
  enabledLocales: string[];
  defaultTheme: string;
  defaultThemeColor: string;
  homeRedirect: string | null;
  noLayout: boolean;
  settingsPage: boolean;
  supportPhone: string | null;
  supportChat: string | null;
  copyright: { text: string; url: string } | null;
  /** Tile URL template of the form's map controls (SPEC §2.9 "Map tiles come from a configurable URL"). */
  mapTilesUrl: string;
  /** The configured social and single sign-on providers (public values only). */
  oauth2: OAuth2Settings;
  /** The call-back line's settings (issue 15; see call24SettingsOf). */
  call24: Call24Settings;
  /** The server has digital-signature sign-in configured (trusted CAs, a TSA): the sign-in page offers it only then. */
  eimzo?: boolean;
  /**
   * Session mode "cookie" (PLATON_SESSION_COOKIE): the refresh token travels only as an HttpOnly cookie of the
   * auth calls, so the client never stores one and sends those calls with credentials.
   */
  session_cookie?: boolean;
  components: ProjectComponent[];
  /**
   * SPEC §9 'Winter-mode date setting default February 15': the last day (`MM-DD`) of winter mode, which
   * starts on 1 December; while it lasts `<platon-app>` shows a light snowfall (core/season/isWinterMode).
   * Null or an empty text turns winter mode off.
   */
  winterModeDate?: string | null;
  /**
   * SPEC §9 error reporting, off by default: when on, uncaught errors and unhandled rejections raised by
   * the elements' own code are sampled (`errorSampleRate`, default 0.2) and sent to `POST error-reports`.
   */
  errorReporting?: boolean;
  errorSampleRate?: number;
  /**
   * Changes whenever a translation is added, removed or edited through the platform's forms: the browser's
   * per-locale cache (SPEC §4) is refetched when it differs, so an administrator's change shows on the next
   * load rather than the next day. Computed by the server, not stored.
   */
  translationsRevision?: string;
}

/** One node of `GET /menus` (SPEC §3 Menu item). */
export interface MenuItem {
  id: number;
  projectId: string;
  datasource: string | null;
  name: string;
  link: string | null;
  cssClass: string | null;
  cssStyle: string | null;
  badge: string | null;
  badgeType: string | null;
  hasDividerBefore: boolean;
  isHomepage: boolean;
  isTrackMenu: boolean;
  children: MenuItem[];
}

/** `POST /auth/login` request. */
export interface LoginRequest {
  username: string;
  password: string;
  otp?: string;
  /** The `device_token` this browser got from its last sign-in to this account (spares it the account-wide throttle). */
  deviceToken?: string;
}

/** `POST /auth/login` success: `{ data: LoginResult }`. */
export interface LoginResult {
  token: string;
  /** Left out when the server keeps it in an HttpOnly cookie (ProjectInfo.session_cookie). */
  refresh_token: string;
  /** Proof for later sign-ins that this browser signed in to this account before. */
  device_token?: string;
  user: User;
}

/**
 * The one-time-code step: HTTP 200 with this body (SPEC §4 "a login response with status 200 and the error
 * 'Otp password is required'").
 */
export interface OtpRequiredResponse {
  statusCode: 200;
  error: typeof OTP_REQUIRED;
}

export const OTP_REQUIRED = 'Otp password is required';
/** Server `error` text for a wrong or reused one-time code (HTTP 401). */
export const OTP_INVALID = 'Invalid otp';
/** Server `error` text for a bad username or password (HTTP 401), identical for unknown users. */
export const BAD_CREDENTIALS = 'Bad credentials';
/** Server `error` text when too many failed sign-ins came for an account or an address (HTTP 429). */
export const TOO_MANY_ATTEMPTS = 'Too many attempts';

/** `GET /auth/refresh/token` success: `{ data: RefreshResult }`. */
export interface RefreshResult {
  access_token: string;
  /** Left out when the server keeps it in an HttpOnly cookie (ProjectInfo.session_cookie). */
  refresh_token: string;
}

/** `POST /audit` body (SPEC §3 Audit record). */
export interface AuditRecord {
  browserInfo?: string;
  fullTime?: string;
  fullUrl?: string;
  userId?: number | null;
  user?: string | null;
  actionTitle?: string;
  actionType: AuditAction;
  details?: unknown;
}

export const AUDIT_ACTIONS = [
  'loggedIn',
  'loggedOut',
  'pageRead',
  'tableRead',
  'formRead',
  'formInsert',
  'formUpdate',
  'formDelete',
  'formHardDelete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * `GET pages/{name}`, `GET public/pages/{name}` and `GET public/main` (SPEC §3 Page definition). Each
 * component's `scripts` are ES module URLs, relative to the API base unless absolute; `data.query` holds the
 * route query the page was requested with.
 */
export interface PageDefinition {
  name: string;
  title?: string;
  components: { name: string; content?: string; scripts?: string[]; css?: string; attributes?: { is_scoped?: boolean } }[];
  css?: string;
  isScoped?: boolean;
  data?: unknown;
}

/** Locales the shell knows (SPEC §1): uz is Uzbek Cyrillic, la Uzbek Latin, qq Karakalpak, km Khmer. */
export const KNOWN_LOCALES = ['uz', 'la', 'ru', 'en', 'qq', 'km'] as const;
export const DEFAULT_ENABLED_LOCALES = ['uz', 'la', 'ru', 'en', 'qq'];
export const DEFAULT_LOCALE = 'uz';

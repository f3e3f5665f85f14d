/**
 * The wire contract between the elements and the platform API (docs/behaviour.md §2, §11). The reference server and the
 * browser runtime both import it, so a change here is a change to both sides. Each shape is written once, as
 * the JSON schema the routes validate, serialize and document with; the types are derived from it (docs/architecture.md
 * "One contract"). Schemas with an `$id` are registered once on the server and named components of the
 * OpenAPI document; routes point at them by `$ref`.
 *
 * Envelope: every JSON response of the reference server is `{ data: ... }` unless noted; errors are
 * `{ statusCode, error, message }` (Fastify's shape) with `message` meant for the user where it is one of the
 * spec's texts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { call24SettingsSchema } from './call24Contract';
import { oauth2SettingsSchema } from './signInContract';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const flag = { type: 'boolean' } as const;
const texts = { type: 'array', items: text } as const;

/** An organisation a user can act for (docs/behaviour.md §2 Organization item). */
export const organizationSchema = {
  $id: 'Organization',
  type: 'object',
  additionalProperties: false,
  properties: { tin: nullableText, pinfl: nullableText, name: text, nameLa: nullableText },
  required: ['name'],
} as const;
export type Organization = FromSchema<typeof organizationSchema>;

/** The signed-in user (docs/behaviour.md §2 User). */
export const userSchema = {
  $id: 'User',
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    username: text,
    fullName: nullableText,
    postName: nullableText,
    orgId: { type: ['integer', 'string', 'null'] },
    tin: nullableText,
    pinfl: nullableText,
    locale: nullableText,
    permissions: texts,
    organizations: { type: 'array', items: { $ref: 'Organization#' } },
    registeredWithEimzo: flag,
    eimzoAllowToLogin: { type: 'string', enum: ['legal', 'individuals', 'all'] },
    photo: nullableText,
    hasOtpSecret: flag,
    /** Signed in with a temporary password an administrator set: the shell asks for a new one first (§2.7). */
    mustChangePassword: flag,
    /** An administrator made a one-time code required and the user has none yet: the shell asks to set it up first. */
    otpSetupRequired: flag,
  },
  required: [
    'id',
    'username',
    'fullName',
    'postName',
    'orgId',
    'tin',
    'pinfl',
    'locale',
    'permissions',
    'organizations',
    'registeredWithEimzo',
    'eimzoAllowToLogin',
    'photo',
    'hasOtpSecret',
  ],
} as const;
export type User = FromSchema<typeof userSchema, { references: [typeof organizationSchema] }>;

export const projectComponentSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: text,
    content: nullableText,
    js: {
      ...nullableText,
      description:
        "Module URL of the component's script, relative to the API base (source text is served at components/scripts/{sha256}.js)",
    },
    css: nullableText,
  },
  required: ['name'],
} as const;
export type ProjectComponent = FromSchema<typeof projectComponentSchema>;

/** `GET /info` (docs/behaviour.md §2 Project info). Fields past the spec's are named in camelCase as the shell reads them. */
export const projectInfoSchema = {
  $id: 'ProjectInfo',
  type: 'object',
  additionalProperties: false,
  properties: {
    name: text,
    shortName: text,
    product: text,
    has_main: flag,
    /** Demo mode: the demo routes of docs/behaviour.md §1 exist only then. */
    demo: flag,
    version: text,
    projectVersion: text,
    /**
     * Changes whenever a translation is added, removed or edited through the platform's forms: the browser's
     * per-locale cache (docs/behaviour.md §10) is refetched when it differs, so an administrator's change shows on the next
     * load rather than the next day. Computed by the server, not stored.
     */
    translationsRevision: text,
    /** When set, non-GET bodies travel as `application/json+{transfer_method}` (see transferCodec). */
    transfer_method: nullableText,
    defaultLocale: text,
    enabledLocales: texts,
    defaultTheme: text,
    defaultThemeColor: text,
    /** `theme.color` keys the project settings do not let users pick (docs/behaviour.md §2; an `enabledTheme.` permission re-enables one).
     * */
    disabledThemeColors: texts,
    homeRedirect: nullableText,
    noLayout: flag,
    settingsPage: flag,
    supportPhone: nullableText,
    supportChat: nullableText,
    /** Tile URL template of the form's map controls (docs/behaviour.md §5 "Map tiles come from a configurable URL"). */
    mapTilesUrl: text,
    copyright: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: { text, url: text },
      required: ['text', 'url'],
    },
    /** The uploaded logo's signed address, relative to the API base (issue 41); null: the product's name alone. */
    logoUrl: nullableText,
    /** The configured social and single sign-on providers (public values only). */
    oauth2: oauth2SettingsSchema,
    /** The call-back line's settings (issue 15; see call24SettingsOf). */
    call24: call24SettingsSchema,
    /** Password sign-in is on (the project settings may switch it off); the sign-in page offers it only then. */
    passwordSignIn: { ...flag, description: 'Sign-in with username and password is on' },
    /** The sign-in page offers digital-signature sign-in only then. */
    eimzo: { ...flag, description: 'Digital-signature sign-in is configured (trusted CAs and a TSA)' },
    /** E-IMZO's API keys (PLATON_EIMZO_API_KEYS and the vendor's public development ones): domain, key, domain, key... */
    eimzoApiKeys: { type: 'array', items: text, description: 'E-IMZO desktop API keys as domain, key, domain, key...' },
    /**
     * Session mode "cookie" (PLATON_SESSION_COOKIE): the refresh token travels only as an HttpOnly cookie of the
     * auth calls, so the client never stores one and sends those calls with credentials.
     */
    session_cookie: {
      ...flag,
      description: 'The refresh token travels only as the HttpOnly cookie platon_refresh (PLATON_SESSION_COOKIE)',
    },
    /** While winter mode lasts `<platon-app>` shows a light snowfall (core/season/isWinterMode). */
    winterModeDate: {
      ...nullableText,
      description: 'docs/behaviour.md §12: last day (MM-DD) of winter mode, which starts on 1 December; null turns it off',
    },
    /** Only errors raised by the elements' own code are sampled. */
    errorReporting: { ...flag, description: 'docs/behaviour.md §12: send sampled uncaught errors of the elements to POST error-reports' },
    errorSampleRate: {
      type: 'number',
      minimum: 0,
      maximum: 1,
      description: 'docs/behaviour.md §12: share of errors sent when reporting is on (0.2)',
    },
    components: { type: 'array', items: projectComponentSchema },
  },
  required: [
    'name',
    'shortName',
    'product',
    'has_main',
    'demo',
    'version',
    'projectVersion',
    'transfer_method',
    'defaultLocale',
    'enabledLocales',
    'defaultTheme',
    'defaultThemeColor',
    'homeRedirect',
    'noLayout',
    'settingsPage',
    'supportPhone',
    'supportChat',
    'copyright',
    'mapTilesUrl',
    'oauth2',
    'call24',
    'components',
  ],
} as const;
export type ProjectInfo = FromSchema<typeof projectInfoSchema>;

/** One node of `GET /menus` (docs/behaviour.md §2 Menu item). */
export const menuItemSchema = {
  $id: 'MenuItem',
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    projectId: text,
    datasource: nullableText,
    name: text,
    link: nullableText,
    cssClass: nullableText,
    cssStyle: nullableText,
    badge: nullableText,
    badgeType: nullableText,
    hasDividerBefore: flag,
    isHomepage: flag,
    isTrackMenu: flag,
    children: { type: 'array', items: { $ref: 'MenuItem#' } },
  },
  required: [
    'id',
    'projectId',
    'datasource',
    'name',
    'link',
    'cssClass',
    'cssStyle',
    'badge',
    'badgeType',
    'hasDividerBefore',
    'isHomepage',
    'isTrackMenu',
    'children',
  ],
} as const;
/** json-schema-to-ts cannot follow a schema's reference to itself: only `children` is typed here. */
export interface MenuItem extends Omit<FromSchema<typeof menuItemSchema>, 'children'> {
  children: MenuItem[];
}

/** `POST /auth/login` request. */
export const loginRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 150 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    otp: { type: 'string', maxLength: 16 },
    deviceToken: {
      type: 'string',
      maxLength: 2048,
      description: 'The `device_token` of the last sign-in to this account from this browser',
    },
  },
  required: ['username', 'password'],
} as const;
export type LoginRequest = FromSchema<typeof loginRequestSchema>;

/** The `data` of every successful sign-in (password, E-IMZO, OAuth): `{ data: LoginAnswer }`. */
export const loginResultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    token: text,
    /** Left out when the server keeps it in an HttpOnly cookie (ProjectInfo.session_cookie). */
    refresh_token: text,
    /** The device the session is bound to: every refresh must send it as the `device-id` header. */
    device_id: {
      ...text,
      description: 'The `device-id` header of the sign-in, or one the server chose when there was none: send it with every refresh',
    },
    device_token: {
      ...text,
      description:
        'Send back as `deviceToken` on later sign-ins to this account from this browser: they are then spared the account and address throttles, within a small budget of failures of its own. Each sign-in replaces it.',
    },
    user: { $ref: 'User#' },
  },
  required: ['token', 'user'],
} as const;
export type LoginAnswer = FromSchema<typeof loginResultSchema, { references: [typeof userSchema, typeof organizationSchema] }>;
/** A sign-in in the token session mode (the default), whose answer always carries the refresh token. */
export type LoginResult = LoginAnswer & { refresh_token: string };

export const OTP_REQUIRED = 'Otp password is required';

/**
 * The one-time-code step: HTTP 200 with this body (docs/behaviour.md §10 "a login response with status 200 and the error
 * 'Otp password is required'").
 */
export const otpRequiredResponseSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'The account needs a one-time code: send the sign-in again with it.',
  properties: { statusCode: { type: 'integer', enum: [200] }, error: { type: 'string', enum: [OTP_REQUIRED] } },
  required: ['statusCode', 'error'],
} as const;
export type OtpRequiredResponse = FromSchema<typeof otpRequiredResponseSchema>;

/** Server `error` text for a wrong or reused one-time code (HTTP 401). */
export const OTP_INVALID = 'Invalid otp';
/** Server `error` text for a bad username or password (HTTP 401), identical for unknown users. */
export const BAD_CREDENTIALS = 'Bad credentials';
/** Server `error` text when too many failed sign-ins came for an account or an address (HTTP 429). */
export const TOO_MANY_ATTEMPTS = 'Too many attempts';
/** Server `error` text when the project settings switched the sign-in method off (HTTP 403). */
export const SIGN_IN_METHOD_OFF = 'Sign-in method off';
/** Server `error` text when the project requires administrators' one-time code and the account has none (HTTP 403). */
export const ADMIN_OTP_MISSING = 'Administrator one-time code missing';

/** `GET /auth/refresh/token` success: `{ data: RefreshResult }`. */
export const refreshResultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    access_token: text,
    /** Left out when the server keeps it in an HttpOnly cookie (ProjectInfo.session_cookie). */
    refresh_token: text,
  },
  required: ['access_token'],
} as const;
export type RefreshResult = FromSchema<typeof refreshResultSchema>;

export const auditActionSchema = {
  type: 'string',
  enum: ['loggedIn', 'loggedOut', 'pageRead', 'tableRead', 'formRead', 'formInsert', 'formUpdate', 'formDelete', 'formHardDelete'],
} as const;
export type AuditAction = FromSchema<typeof auditActionSchema>;
export const AUDIT_ACTIONS: readonly AuditAction[] = auditActionSchema.enum;

/** `POST /audit` body (docs/behaviour.md §2 Audit record). */
export const auditRecordSchema = {
  type: 'object',
  properties: {
    browserInfo: { type: 'string', maxLength: 1000 },
    fullTime: { type: 'string', maxLength: 64 },
    fullUrl: { type: 'string', maxLength: 4000 },
    userId: { type: ['integer', 'null'] },
    user: { type: ['string', 'null'], maxLength: 300 },
    actionTitle: { type: 'string', maxLength: 1000 },
    actionType: auditActionSchema,
    details: { description: 'Any JSON value' },
  },
  required: ['actionType'],
} as const;
export type AuditRecord = FromSchema<typeof auditRecordSchema>;

/**
 * `GET pages/{name}`, `GET public/pages/{name}` and `GET public/main` (docs/behaviour.md §2 Page definition). Each
 * component's `scripts` are ES module URLs, relative to the API base unless absolute; `data.query` holds the
 * route query the page was requested with.
 */
export const pageDefinitionSchema = {
  $id: 'PageDefinition',
  type: 'object',
  additionalProperties: false,
  properties: {
    name: text,
    title: text,
    css: text,
    isScoped: flag,
    data: {},
    components: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          name: text,
          content: text,
          scripts: texts,
          css: text,
          attributes: { type: 'object', additionalProperties: false, properties: { is_scoped: flag } },
        },
        required: ['name'],
      },
    },
  },
  required: ['name', 'components'],
} as const;
export type PageDefinition = FromSchema<typeof pageDefinitionSchema>;

/** Locales the shell knows (docs/behaviour.md §2): uz is Uzbek Cyrillic, la Uzbek Latin, qq Karakalpak, km Khmer. */
export const KNOWN_LOCALES = ['uz', 'la', 'ru', 'en', 'qq', 'km'] as const;
export const DEFAULT_ENABLED_LOCALES = ['uz', 'la', 'ru', 'en', 'qq'];
export const DEFAULT_LOCALE = 'uz';

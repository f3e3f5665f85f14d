import { FORM_SCHEMAS } from '../forms/formSchemas';
import { TABLE_META_SCHEMAS } from '../tables/metaSchemas';

/**
 * JSON schemas of the contract's shapes (src/core/api/contract.ts), registered once with `addSchema` so
 * routes reference them by `$id` and the OpenAPI document lists them as named components. Response schemas
 * also make Fastify's serializer drop any column a handler leaks by mistake.
 */
const nullableString = { type: ['string', 'null'] } as const;

export const SHARED_SCHEMAS = [
  {
    $id: 'ErrorResponse',
    type: 'object',
    description: 'Fastify error shape; `message` is user-facing when it is one of the spec texts.',
    properties: { statusCode: { type: 'integer' }, error: { type: 'string' }, message: { type: 'string' }, code: { type: 'string' } },
    required: ['statusCode', 'error'],
  },
  {
    $id: 'Organization',
    type: 'object',
    properties: { tin: nullableString, pinfl: nullableString, name: { type: 'string' }, nameLa: nullableString },
    required: ['name'],
  },
  {
    $id: 'User',
    type: 'object',
    properties: {
      id: { type: 'integer' },
      username: { type: 'string' },
      fullName: nullableString,
      postName: nullableString,
      orgId: { type: ['integer', 'string', 'null'] },
      tin: nullableString,
      pinfl: nullableString,
      locale: nullableString,
      permissions: { type: 'array', items: { type: 'string' } },
      organizations: { type: 'array', items: { $ref: 'Organization#' } },
      registeredWithEimzo: { type: 'boolean' },
      eimzoAllowToLogin: { type: 'string', enum: ['legal', 'individuals', 'all'] },
      photo: nullableString,
      hasOtpSecret: { type: 'boolean' },
    },
    required: [
      'id', 'username', 'fullName', 'postName', 'orgId', 'tin', 'pinfl', 'locale', 'permissions', 'organizations',
      'registeredWithEimzo', 'eimzoAllowToLogin', 'photo', 'hasOtpSecret',
    ],
  },
  {
    $id: 'MenuItem',
    type: 'object',
    properties: {
      id: { type: 'integer' },
      projectId: { type: 'string' },
      datasource: nullableString,
      name: { type: 'string' },
      link: nullableString,
      cssClass: nullableString,
      cssStyle: nullableString,
      badge: nullableString,
      badgeType: nullableString,
      hasDividerBefore: { type: 'boolean' },
      isHomepage: { type: 'boolean' },
      isTrackMenu: { type: 'boolean' },
      children: { type: 'array', items: { $ref: 'MenuItem#' } },
    },
    required: [
      'id', 'projectId', 'datasource', 'name', 'link', 'cssClass', 'cssStyle', 'badge', 'badgeType', 'hasDividerBefore',
      'isHomepage', 'isTrackMenu', 'children',
    ],
  },
  {
    $id: 'ProjectInfo',
    type: 'object',
    properties: {
      name: { type: 'string' },
      shortName: { type: 'string' },
      product: { type: 'string' },
      has_main: { type: 'boolean' },
      demo: { type: 'boolean' },
      version: { type: 'string' },
      projectVersion: { type: 'string' },
      translationsRevision: { type: 'string' },
      transfer_method: nullableString,
      defaultLocale: { type: 'string' },
      enabledLocales: { type: 'array', items: { type: 'string' } },
      defaultTheme: { type: 'string' },
      defaultThemeColor: { type: 'string' },
      homeRedirect: nullableString,
      noLayout: { type: 'boolean' },
      settingsPage: { type: 'boolean' },
      supportPhone: nullableString,
      supportChat: nullableString,
      mapTilesUrl: { type: 'string' },
      copyright: {
        type: ['object', 'null'],
        properties: { text: { type: 'string' }, url: { type: 'string' } },
        required: ['text', 'url'],
      },
      oauth2: { type: 'object', additionalProperties: true },
      call24: { type: 'object', additionalProperties: true },
      eimzo: { type: 'boolean', description: 'Digital-signature sign-in is configured (trusted CAs and a TSA)' },
      session_cookie: { type: 'boolean', description: 'The refresh token travels only as the HttpOnly cookie platon_refresh (PLATON_SESSION_COOKIE)' },
      winterModeDate: { ...nullableString, description: 'SPEC §9: last day (MM-DD) of winter mode, which starts on 1 December; null turns it off' },
      errorReporting: { type: 'boolean', description: 'SPEC §9: send sampled uncaught errors of the elements to POST error-reports' },
      errorSampleRate: { type: 'number', minimum: 0, maximum: 1, description: 'SPEC §9: share of errors sent when reporting is on (0.2)' },
      components: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            content: nullableString,
            js: { ...nullableString, description: 'Module URL of the component\'s script, relative to the API base (source text is served at components/scripts/{sha256}.js)' },
            css: nullableString,
          },
          required: ['name'],
        },
      },
    },
    required: [
      'name', 'shortName', 'product', 'has_main', 'demo', 'version', 'projectVersion', 'transfer_method', 'defaultLocale',
      'enabledLocales', 'defaultTheme', 'defaultThemeColor', 'homeRedirect', 'noLayout', 'settingsPage', 'supportPhone',
      'supportChat', 'copyright', 'mapTilesUrl', 'oauth2', 'call24', 'components',
    ],
  },
  {
    $id: 'PageDefinition',
    type: 'object',
    properties: {
      name: { type: 'string' },
      title: { type: 'string' },
      css: { type: 'string' },
      isScoped: { type: 'boolean' },
      data: {},
      components: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            content: { type: 'string' },
            scripts: { type: 'array', items: { type: 'string' } },
            css: { type: 'string' },
            attributes: { type: 'object', properties: { is_scoped: { type: 'boolean' } } },
          },
          required: ['name'],
        },
      },
    },
    required: ['name', 'components'],
  },
  {
    $id: 'TableDataPage',
    type: 'object',
    description: 'One page of a table (tableContract.ts); hasMore says a next page exists.',
    properties: {
      rows: { type: 'array', items: { type: 'object', additionalProperties: true } },
      page: { type: 'integer' },
      size: { type: 'integer' },
      hasMore: { type: 'boolean' },
    },
    required: ['rows', 'page', 'size', 'hasMore'],
  },
  {
    $id: 'TableTotals',
    type: 'object',
    description: 'Record count and footer values (column id to value) of the whole filtered table.',
    properties: {
      total: { type: 'integer' },
      footers: { type: 'object', additionalProperties: { type: ['number', 'null'] } },
    },
    required: ['total', 'footers'],
  },
  ...TABLE_META_SCHEMAS,
  ...FORM_SCHEMAS,
];


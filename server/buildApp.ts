import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from './AppContext';
import type { TrustProxy } from './config';
import type { RateLimit } from './http/createRateLimiter';
import { createAccessTokens } from './auth/createAccessTokens';
import { createDeviceTokens, DEFAULT_DEVICE_TOKEN_LIMITS, type DeviceTokenLimits } from './auth/createDeviceTokens';
import { createLoginThrottle, DEFAULT_LOGIN_LIMITS, type LoginLimits } from './auth/createLoginThrottle';
import { createPasswordHasher, type PasswordHasher } from './auth/createPasswordHasher';
import { createSecretBox } from './auth/createSecretBox';
import { sealPlainOtpSecrets } from './auth/sealPlainOtpSecrets';
import { createSessionStore } from './auth/createSessionStore';
import { listenSessionEnds } from './auth/listenSessionEnds';
import type { DatabaseSchema } from './db/DatabaseSchema';
import type { EimzoServerOptions } from './eimzo/callEimzoServer';
import { createBuiltInVerifier } from './eimzo/createBuiltInVerifier';
import { createEimzoServerVerifier } from './eimzo/createEimzoServerVerifier';
import type { EimzoTrust } from './eimzo/EimzoTrust';
import { createFileLinks } from './files/createFileLinks';
import { createFileStorage, type FileStorage } from './files/createFileStorage';
import { createCronScheduler, type CronSchedulerOptions } from './cron/createCronScheduler';
import { registerCronRoutes } from './cron/registerCronRoutes';
import { createJobRunner, type JobRunnerOptions } from './jobs/createJobRunner';
import { exportJobWork } from './jobs/exportJobWork';
import { importJobWork } from './jobs/importJobWork';
import { tableWriteRules } from './users/tableWriteRules';
import { declareErrorStatuses } from './http/declareErrorStatuses';
import { drainOnClose } from './http/drainOnClose';
import { refuseNulBytes } from './http/refuseNulBytes';
import { refuseNonFiniteNumbers } from './http/refuseNonFiniteNumbers';
import { sharedSerializerFactory } from './http/sharedSerializerFactory';
import { registerNotFound } from './http/registerNotFound';
import { registerCompression } from './http/registerCompression';
import { registerCors } from './http/registerCors';
import { registerHtmlSecurityHeaders } from './http/registerHtmlSecurityHeaders';
import { registerPublicCors } from './http/registerPublicCors';
import { registerErrorHandler } from './http/registerErrorHandler';
import { registerRequestScope } from './http/requestScope';
import { PLATON_VERSION } from './platonVersion';
import { registerAccountControlRoutes } from './routes/registerAccountControlRoutes';
import { registerAccountRoutes } from './routes/registerAccountRoutes';
import { registerAuditRoutes } from './routes/registerAuditRoutes';
import { registerCall24Routes } from './routes/registerCall24Routes';
import { registerErrorReportRoutes } from './routes/registerErrorReportRoutes';
import { registerExportRoutes } from './routes/registerExportRoutes';
import { registerFormOptionRoutes } from './routes/registerFormOptionRoutes';
import { registerConfigHistoryRoutes } from './history/registerConfigHistoryRoutes';
import { registerFormRoutes } from './routes/registerFormRoutes';
import { registerRecordSignatureRoutes } from './routes/registerRecordSignatureRoutes';
import { registerImportRoutes } from './routes/registerImportRoutes';
import { registerJobRoutes } from './routes/registerJobRoutes';
import { registerFileManagerRoutes } from './routes/registerFileManagerRoutes';
import { registerDbControlRoutes } from './routes/registerDbControlRoutes';
import { registerConfigTransferRoutes } from './upgrade/registerConfigTransferRoutes';
import { registerUpgradeRoutes } from './upgrade/registerUpgradeRoutes';
import { openConsoleDatabase } from './dbcontrol/openConsoleDatabase';
import { createMetrics, type MetricsOptions } from './metrics/createMetrics';
import { createPrometheusMetrics } from './monitoring/createPrometheusMetrics';
import { PROBE_ROUTES, registerMonitoringRoutes, type MonitoringOptions } from './monitoring/registerMonitoringRoutes';
import { registerRequestLog } from './monitoring/registerRequestLog';
import { requestIdOf } from './monitoring/requestIdOf';
import { registerInstructionRoutes } from './routes/registerInstructionRoutes';
import { DEFAULT_MAX_UPLOAD_BYTES, registerFileRoutes } from './routes/registerFileRoutes';
import { registerAuthRoutes } from './routes/registerAuthRoutes';
import { registerEimzoRoutes } from './routes/registerEimzoRoutes';
import { registerOAuthRoutes } from './routes/registerOAuthRoutes';
import type { OAuthConfig } from './oauth/OAuthConfig';
import { mountOidcProvider, type OidcProviderSetup } from './oauth/mountOidcProvider';
import { registerInfoRoute } from './routes/registerInfoRoute';
import { registerScriptRoutes } from './routes/registerScriptRoutes';
import { registerMenuRoutes } from './routes/registerMenuRoutes';
import { registerPageRoutes } from './routes/registerPageRoutes';
import { registerPublicFormRoutes, type PublicFormLimits } from './routes/registerPublicFormRoutes';
import { registerPublicPageRoutes } from './routes/registerPublicPageRoutes';
import { registerSidebarRoutes } from './routes/registerSidebarRoutes';
import { registerSignatureListRoutes } from './routes/registerSignatureListRoutes';
import { registerTableRoutes } from './routes/registerTableRoutes';
import { registerTableDataRoutes } from './routes/registerTableDataRoutes';
import { registerTranslationRoutes } from './routes/registerTranslationRoutes';
import { registerUserRoutes } from './routes/registerUserRoutes';
import { registerUserLayoutRoutes } from './routes/registerUserLayoutRoutes';
import { SHARED_SCHEMAS } from './schemas/sharedSchemas';
import { QUERY_TIMEOUT_MS } from './tables/queryTimeoutMs';
import type { Secrets } from './secrets';
import { registerStaticRoutes } from './staticRoutes';
import { registerTransferCodecs } from './transferPlugin';
import { createSignInMethods } from './settings/createSignInMethods';

export interface BuildAppOptions {
  /** A migrated database; the caller owns it (buildApp never closes it). */
  db: Kysely<DatabaseSchema>;
  secrets: Secrets;
  accessTtlSeconds?: number;
  refreshTtlSeconds?: number;
  loginLimits?: Partial<LoginLimits>;
  /** The device tokens' own budget and lifetime (createDeviceTokens). */
  deviceTokenLimits?: Partial<DeviceTokenLimits>;
  /** Seconds a spent refresh token still gets the same successor (default 30; 0 turns the grace off). */
  refreshReuseGraceSeconds?: number;
  /** How long a checked session is remembered for the frequent calls (createSessionStore; default 2 s). */
  activeUserTtlMs?: number;
  /** Folder holding dist/ and demo/; null serves the API only. */
  staticRoot?: string | null;
  /** Needed only to verify unknown users against a dummy of the configured cost; tests lower it. */
  hasher?: PasswordHasher;
  trustProxy?: TrustProxy;
  /** Fastify/pino logger settings; off by default (main logs warnings to stderr). */
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
  version?: string;
  /** Demo mode (reported in /api/info so the demo routes exist only then). */
  demo?: boolean;
  /** Statement timeout of administrators' table SQL in milliseconds (default 5000). */
  tableSqlTimeoutMs?: number;
  /** Budgets of anonymous public form submissions (default 10 per 10 min per address and form, 200 per hour per form). */
  publicFormLimits?: Partial<PublicFormLimits>;
  /** Folder of uploaded file bodies (main: `{PLATON_DATA_DIR}/uploads`; default `./data/uploads`). */
  uploadsDir?: string;
  /** Where file bodies live: the uploads folder unless another storage (an object store) is given. */
  storage?: FileStorage;
  /** Ceiling of any upload in bytes (default 1 GiB); the project settings' upload limit holds below it. */
  maxUploadBytes?: number;
  /** Anonymous uploads to public forms per client address (default 30 per 10 minutes). */
  publicUploadLimit?: RateLimit;
  /** Trust of the digital-signature sign-in (main: loadEimzoTrust); without it (or eimzoServer) those routes refuse. */
  eimzo?: EimzoTrust | null;
  /** The vendor's E-IMZO server (PLATON_EIMZO_SERVER_URL): when given, it checks signatures instead of `eimzo`. */
  eimzoServer?: EimzoServerOptions | null;
  /** E-IMZO desktop API keys of this site (PLATON_EIMZO_API_KEYS), domain, key, ...; the public ones are added. */
  eimzoApiKeys?: string[];
  /** Social and single sign-on (main: loadOAuthConfig); without a configured provider those routes answer 404. */
  oauth?: OAuthConfig | null;
  /** Demo mode: a local OpenID provider on this server (see demoOidcProvider). */
  demoOidc?: OidcProviderSetup | null;
  /** Exact origins whose pages may call every /api/ route with credentials (PLATON_CORS_ORIGINS; see registerCors). */
  corsOrigins?: readonly string[];
  /** CSP frame-ancestors of the server's own HTML pages (PLATON_FRAME_ANCESTORS; default 'self'). */
  frameAncestors?: readonly string[];
  /**
   * Session mode "cookie" (PLATON_SESSION_COOKIE): the refresh token travels only as an HttpOnly cookie (see
   * refreshCookie); `secure` marks it Secure even on plain HTTP (TLS ends at a proxy, PLATON_PUBLIC_URL https).
   */
  sessionCookie?: boolean | { secure: boolean };
  /** Background jobs: how many run at once, how often they are polled, when a silent one is lost (see createJobRunner). */
  jobs?: Partial<Pick<JobRunnerOptions, 'instance' | 'concurrency' | 'pollMs' | 'heartbeatMs' | 'staleMs' | 'keepMs'>>;
  /** Scheduled tasks: how often due ones are looked for, or `manual` (tests tick it themselves); see createCronScheduler. */
  cron?: Partial<Pick<CronSchedulerOptions, 'tickMs' | 'graceMs' | 'keepMs' | 'manual'>> & { waitMs?: number };
  /** How old an upload never saved into a record is before it counts as an orphan (default 24 h). */
  orphanUploadMs?: number;
  /** Import files larger than this run as background jobs (default 2 MiB); smaller ones answer at once. */
  importJobBytes?: number;
  /** Statement timeout of the database control page's SQL console in milliseconds (default 5000). */
  dbConsoleTimeoutMs?: number;
  /**
   * PLATON_CONSOLE_DATABASE_URL: the SQL console's own PostgreSQL connection, as a role that can only read;
   * without it the server makes such a role when it may (see openConsoleDatabase). Ignored on PGlite.
   */
  dbConsoleUrl?: string | null;
  /** Sampled per-route and per-query timings for the database control page (see createMetrics). */
  metrics?: MetricsOptions;
  /** /health, /ready and /metrics (see registerMonitoringRoutes): the metrics' token. */
  monitoring?: MonitoringOptions;
}

/**
 * The whole HTTP application, ready to listen or to `inject` into (tests). No I/O happens at import time and
 * nothing here touches the environment: main.ts and `platon start` read the configuration and passes it in.
 *
 * @example
 * const app = await buildApp({ db, secrets: { jwtSecret } });
 * const res = await app.inject({ method: 'GET', url: '/api/info' });
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const version = options.version ?? PLATON_VERSION;
  const uploadsDir = options.uploadsDir ?? path.resolve('data', 'uploads');
  const files = options.storage ?? createFileStorage(uploadsDir);
  const hasher = options.hasher ?? createPasswordHasher();
  const tableSqlTimeoutMs = options.tableSqlTimeoutMs ?? QUERY_TIMEOUT_MS;
  // Its log is the app's, which exists only further down: the runner reports through this until then.
  let log: FastifyBaseLogger | null = null;
  const jobLog = {
    warn: (detail: unknown, message: string) => log?.warn(detail, message),
    error: (detail: unknown, message: string) => log?.error(detail, message),
  };
  // Prometheus figures (GET /metrics), in memory; not the sampled timings of the database control page below.
  const prometheus = createPrometheusMetrics(options.db);
  const sessions = createSessionStore(options.db, {
    refreshTtlSeconds: options.refreshTtlSeconds ?? 30 * 24 * 3600,
    secret: options.secrets.jwtSecret,
    reuseGraceSeconds: options.refreshReuseGraceSeconds,
    activeUserTtlMs: options.activeUserTtlMs,
  });
  // Without a data key (tests), a key of this app's own: what it seals lives and dies with it.
  const secretBox = createSecretBox(options.secrets.dataKey ?? randomBytes(32));
  const accessTtlSeconds = options.accessTtlSeconds ?? 300;
  const refreshTtlSeconds = options.refreshTtlSeconds ?? 30 * 24 * 3600;
  const signIn = createSignInMethods(options.db, {
    base: options.oauth ?? null,
    eimzoConfigured: Boolean(options.eimzo || options.eimzoServer),
    box: secretBox,
    accessTtlSeconds,
    refreshTtlSeconds,
  });
  const jobs = createJobRunner(options.db, {
    instance: randomUUID(),
    observe: prometheus.jobs,
    ...options.jobs,
    storage: files,
    work: {
      export: exportJobWork(options.db, files, tableSqlTimeoutMs),
      import: importJobWork(
        options.db,
        files,
        (password) => hasher.hash(password),
        jobLog,
        tableWriteRules({ sessions, secretBox, signIn }),
      ),
    },
    log: jobLog,
  });
  const { waitMs: cronWaitMs, ...cronOptions } = options.cron ?? {};
  const cron = createCronScheduler(options.db, {
    instance: jobs.instance,
    storage: files,
    orphanUploadMs: options.orphanUploadMs ?? 24 * 3600_000,
    log: jobLog,
    ...cronOptions,
  });
  // The app's queries go through the metrics' timer (sampled); the metrics write through the plain database.
  const metrics = createMetrics(options.db, options.metrics);
  const context: AppContext = {
    db: prometheus.watch(metrics.watch(options.db)),
    tokens: createAccessTokens(options.secrets.jwtSecret, options.accessTtlSeconds ?? 300),
    sessions,
    throttle: createLoginThrottle(options.db, { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits }),
    devices: createDeviceTokens(options.db, { ...DEFAULT_DEVICE_TOKEN_LIMITS, ...options.deviceTokenLimits }),
    hasher,
    secretBox,
    version,
    demo: options.demo ?? false,
    eimzoApiKeys: options.eimzoApiKeys ?? [],
    eimzo: options.eimzoServer
      ? createEimzoServerVerifier(options.eimzoServer)
      : options.eimzo
        ? createBuiltInVerifier(options.eimzo)
        : null,
    signIn,
    sessionCookie: options.sessionCookie
      ? {
          maxAgeSeconds: options.refreshTtlSeconds ?? 30 * 24 * 3600,
          secure: typeof options.sessionCookie === 'object' && options.sessionCookie.secure,
        }
      : null,
    files,
    fileLinks: createFileLinks(options.secrets.jwtSecret),
    jobs,
  };

  await sealPlainOtpSecrets(context.db, context.secretBox);

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    schemaController: { compilersFactory: { buildSerializer: sharedSerializerFactory } },
    genReqId: requestIdOf,
    // One line per request of our own (registerRequestLog) instead of Fastify's two.
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
    // While a shutdown drains, a request arriving on an open keep-alive connection is served (with
    // `Connection: close`) rather than refused with a 503: a rolling restart fails no request.
    return503OnClosing: false,
  });
  log = app.log;
  registerRequestScope(app);
  registerRequestLog(app, { debugRoutes: PROBE_ROUTES });
  prometheus.register(app);
  drainOnClose(app);
  app.addHook('onClose', () => jobs.close());
  app.addHook('onClose', () => cron.close());
  app.addHook('onClose', () => metrics.close());
  const stopSessionEnds = await listenSessionEnds(options.db, context.sessions, app.log);
  app.addHook('onClose', stopSessionEnds);
  const consoleTimeoutMs = options.dbConsoleTimeoutMs ?? QUERY_TIMEOUT_MS;
  const consoleDatabase = await openConsoleDatabase({
    db: options.db,
    consoleUrl: options.dbConsoleUrl ?? null,
    secret: options.secrets.jwtSecret,
    timeoutMs: consoleTimeoutMs,
    watch: (db) => metrics.watch(db),
    log: app.log,
  });
  app.addHook('onClose', () => consoleDatabase.close());
  metrics.register(app);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'same-origin');
  });
  refuseNulBytes(app);
  refuseNonFiniteNumbers(app);
  registerCors(app, { allowedOrigins: options.corsOrigins ?? [] });
  registerPublicCors(app);
  registerHtmlSecurityHeaders(app, { frameAncestors: options.frameAncestors });
  registerErrorHandler(app);
  registerTransferCodecs(app);
  await registerCompression(app);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Platon API', version, description: 'Reference server of the Platon platform API (docs/behaviour.md §11).' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  declareErrorStatuses(app);

  await app.register(
    async (api) => {
      registerInfoRoute(api, context);
      registerAuthRoutes(api, context);
      registerEimzoRoutes(api, context);
      registerOAuthRoutes(api, context);
      registerUserRoutes(api, context);
      registerAccountRoutes(api, context);
      registerAccountControlRoutes(api, context);
      registerSignatureListRoutes(api, context);
      registerMenuRoutes(api, context);
      registerSidebarRoutes(api, context);
      registerTranslationRoutes(api, context);
      registerPublicPageRoutes(api, context);
      registerPageRoutes(api, context);
      registerScriptRoutes(api, context);
      registerAuditRoutes(api, context);
      registerErrorReportRoutes(api, context);
      registerTableRoutes(api, context, { sqlTimeoutMs: options.tableSqlTimeoutMs });
      registerUserLayoutRoutes(api, context);
      registerTableDataRoutes(api, context, { sqlTimeoutMs: options.tableSqlTimeoutMs });
      registerExportRoutes(api, context, { sqlTimeoutMs: options.tableSqlTimeoutMs });
      registerFormRoutes(api, context);
      registerRecordSignatureRoutes(api, context);
      registerConfigHistoryRoutes(api, context);
      registerFormOptionRoutes(api, context);
      registerPublicFormRoutes(api, context, { limits: options.publicFormLimits });
      registerImportRoutes(api, context, { jobBytes: options.importJobBytes });
      registerJobRoutes(api, context, { sqlTimeoutMs: tableSqlTimeoutMs });
      registerCronRoutes(api, context, { scheduler: cron, waitMs: cronWaitMs });
      registerCall24Routes(api, context);
      registerFileManagerRoutes(api, context, { maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES });
      registerDbControlRoutes(api, context, { timeoutMs: consoleTimeoutMs, metrics, console: consoleDatabase });
      registerInstructionRoutes(api, context);
      registerUpgradeRoutes(api, context);
      registerConfigTransferRoutes(api, context);
      registerFileRoutes(api, context, {
        maxUploadBytes: options.maxUploadBytes,
        publicUploadLimit: options.publicUploadLimit,
      });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  registerMonitoringRoutes(app, options.db, prometheus, {
    ...options.monitoring,
    warnings: () => (options.eimzoServer ? [] : (options.eimzo?.revocation?.stale().map((line) => `revocation list ${line}`) ?? [])),
  });
  if (options.demoOidc) await mountOidcProvider(app, options.demoOidc);
  if (options.staticRoot) await registerStaticRoutes(app, options.staticRoot, { demo: options.demo });
  registerNotFound(app, options.staticRoot ?? null);
  await app.ready();
  return app;
}

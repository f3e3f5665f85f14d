import { performance } from 'node:perf_hooks';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ensureFirstAdministrator } from './admin/ensureFirstAdministrator';
import { firstAdministratorHint } from './admin/firstAdministratorHint';
import { createPasswordHasher } from './auth/createPasswordHasher';
import { purgeExpiredAuthData } from './auth/purgeExpiredAuthData';
import { createFileStorage } from './files/createFileStorage';
import { createS3Storage } from './files/createS3Storage';
import { purgeOrphanUploads } from './files/purgeOrphanUploads';
import { buildApp } from './buildApp';
import type { ServerConfig } from './config';
import { handleUnhandledRejections } from './http/handleUnhandledRejections';
import { createDatabase } from './db/createDatabase';
import { lockDataFolder } from './db/lockDataFolder';
import { DEMO_KEY_PASSWORD, ensureDemoPki } from './eimzo/ensureDemoPki';
import { loadEimzoTrust } from './eimzo/loadEimzoTrust';
import { corsAllowList, demoCorsNotice } from './demoHosts/corsAllowList';
import { startDemoHostsServer } from './demoHosts/startDemoHostsServer';
import { demoOidcProvider } from './oauth/demoOidcProvider';
import { purgeImportScratch } from './imports/purgeImportScratch';
import { recordScheduledTask } from './monitoring/recordScheduledTask';
import { installShutdown } from './installShutdown';
import { requireSharedKeys } from './requireSharedKeys';
import { loadSecrets } from './secrets';
import { upgradeDatabase } from './upgrade/upgradeDatabase';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The server, as `node dist/server/main.js` (npm start) and `platon start` run it: opens the database (the
 * embedded one in the data folder, locked, or DATABASE_URL), upgrades it (upgradeDatabase), listens, prints
 * the start lines, and keeps the hourly purges going. SIGTERM and Ctrl+C shut it down (installShutdown). It
 * rejects when the start fails: the caller reports that and exits (reportStartFailure).
 *
 * @example
 * await startServer(loadConfig());
 */
export async function startServer(config: ServerConfig): Promise<void> {
  const started = performance.now();
  // Read once into the configuration; the sheet reader's worker and anything this process spawns need not inherit it.
  delete process.env.PLATON_ADMIN_PASSWORD;
  const secrets = await loadSecrets(config.dataDir, { jwtSecret: config.jwtSecret, dataKey: config.dataKey });
  // The embedded database is this process's alone: a second server or the `platon` command on the same folder is refused.
  const releaseDataFolder = config.databaseUrl ? null : lockDataFolder(config.dataDir, 'the Platon server');
  const db = await createDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  let app: FastifyInstance | null = null;
  installShutdown(() => app, db, releaseDataFolder, config.shutdownSeconds);

  const hasher = createPasswordHasher(config.passwordCost);
  await upgradeDatabase(db, { demo: config.demo, hasher, transferMethod: config.transferMethod, appealCount: config.demoAppeals });
  // Several instances may share a PostgreSQL database, and then they must share the keys too.
  if (config.databaseUrl) await requireSharedKeys(db, secrets);
  // Said after the start line, where an operator reads what the start has to tell.
  const administratorNotices: string[] = [];
  await ensureFirstAdministrator(db, hasher, config.firstAdministrator, {
    log: (line) => administratorNotices.push(line),
    hint: firstAdministratorHint(config.databaseUrl ? { postgres: true } : { dataDir: config.dataDir }),
  });
  // Demo mode without a CA of its own gets the demo PKI; a configured TSA URL still takes the time stamps.
  const eimzoFiles = config.eimzo.caFiles.length
    ? config.eimzo
    : config.demo
      ? { ...(await ensureDemoPki(path.join(config.dataDir, 'eimzo'), config.eimzo.challengeTtlSeconds)), tsaUrl: config.eimzo.tsaUrl }
      : null;
  // Demo mode: the host apps' second origin (another port) may call the whole API with credentials.
  const demoHostsPort = config.demo ? config.demoHostsPort : null;
  const cors = corsAllowList(config);
  const demoOidc =
    config.demo && !config.oauth.keycloak && config.publicUrl ? demoOidcProvider(config.publicUrl, config.oauth, secrets.jwtSecret) : null;
  const storage = config.s3 ? createS3Storage(config.s3) : createFileStorage(path.join(config.dataDir, 'uploads'));
  app = await buildApp({
    db,
    secrets,
    accessTtlSeconds: config.accessTtlSeconds,
    refreshTtlSeconds: config.refreshTtlSeconds,
    loginLimits: config.loginLimits,
    refreshReuseGraceSeconds: config.refreshReuseGraceSeconds,
    staticRoot: config.staticRoot,
    hasher,
    demo: config.demo,
    trustProxy: config.trustProxy,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    storage,
    eimzo: eimzoFiles ? await loadEimzoTrust(eimzoFiles, (message) => app?.log.warn(message)) : null,
    eimzoServer: config.eimzoServer,
    eimzoApiKeys: config.eimzoApiKeys,
    oauth: demoOidc?.oauth ?? config.oauth,
    demoOidc: demoOidc?.provider ?? null,
    corsOrigins: cors.origins,
    frameAncestors: config.frameAncestors,
    sessionCookie: config.sessionCookie && { secure: config.publicUrl?.startsWith('https:') ?? false },
    jobs: config.jobs,
    orphanUploadMs: config.orphanUploadMs,
    cron: { manual: config.schedulerOff },
    importJobBytes: config.importJobBytes,
    dbConsoleTimeoutMs: config.dbConsoleTimeoutMs,
    dbConsoleUrl: config.consoleDatabaseUrl,
    metrics: { sampleRate: config.metricsSampleRate },
    monitoring: { metricsToken: config.metricsToken },
    // By default stdout carries only the start lines below and warnings go to stderr; a log level asked for
    // (PLATON_LOG_LEVEL=info: a JSON line per request) is a log stream, on stdout where collectors read it.
    logger: config.logLevel ? { level: config.logLevel, stream: process.stdout } : { level: 'warn', stream: process.stderr },
  });
  handleUnhandledRejections(app.log);
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`Platon is running at http://${host}:${port}/`);
  for (const line of administratorNotices) console.log(line);
  const notice = demoCorsNotice(cors.demo);
  if (notice) console.log(notice);
  if (demoHostsPort)
    await startDemoHosts(
      config.staticRoot,
      config.host,
      demoHostsPort,
      config.publicUrl,
      port,
      `http://${host}:${port}/demo/hosts/`,
      cors.demo,
    );
  if (config.demo)
    console.log(
      'Demo accounts: admin/admin123, user/user123, otp/otp12345 (TOTP secret JBSWY3DPEHPK3PXP), director/director123, citizen/citizen123',
    );
  if (config.eimzoServer) console.log(`Signatures are checked by the E-IMZO server at ${config.eimzoServer.url}`);
  else if (config.demo && !config.eimzo.caFiles.length)
    console.log(
      `Demo signature keys: ${path.join(config.dataDir, 'eimzo')}/{director,individual,revoked}.p12 (password ${DEMO_KEY_PASSWORD})`,
    );
  if (process.env.PLATON_REPORT_START_TIME) console.error(`Started in ${Math.round(performance.now() - started)} ms`);

  // Warm the dummy hash so the first sign-in with an unknown name costs no more than any other.
  void hasher.verify('', null);
  const purge = async () => {
    await recordScheduledTask('expired_auth_data', () => purgeExpiredAuthData(db, config.loginLimits.resetSeconds)).catch((error) =>
      app?.log.warn({ err: error }, 'purge failed'),
    );
    await recordScheduledTask('orphan_uploads', () => purgeOrphanUploads(db, storage, config.orphanUploadMs)).catch((error) =>
      app?.log.warn({ err: error }, 'orphan upload purge failed'),
    );
    // What a crash left of imports in the temporary folder (uploads of up to 50 MiB each).
    await recordScheduledTask('import_scratch', () => purgeImportScratch()).catch((error) =>
      app?.log.warn({ err: error }, 'import scratch purge failed'),
    );
  };
  void purge();
  setInterval(purge, PURGE_INTERVAL_MS).unref();
}

/**
 * The demo's second origin. A port already taken costs the demo its cross-origin hosts, not the server:
 * the API and the same-origin hosts keep running.
 */
async function startDemoHosts(
  staticRoot: string,
  host: string,
  port: number,
  publicUrl: string | null,
  apiPort: number,
  sameOrigin: string,
  origins: string[],
): Promise<void> {
  try {
    await startDemoHostsServer({
      staticRoot,
      host,
      port,
      // Pages reach the API under the name they were opened with, unless the server has a public address.
      platonOrigin: (hostname) =>
        publicUrl ? new URL(publicUrl).origin : `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${apiPort}`,
      logger: { level: 'warn', stream: process.stderr },
    });
    console.log(`Demo host apps: ${sameOrigin} and, from another origin, ${origins.map((origin) => `${origin}/demo/hosts/`).join(' or ')}`);
  } catch (error) {
    console.error(`Demo host apps on port ${port} not started (PLATON_DEMO_HOSTS_PORT):`, error instanceof Error ? error.message : error);
  }
}

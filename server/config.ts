import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTransferMethod, type TransferMethod } from '../src/core/api/transferCodec';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './auth/createLoginThrottle';
import { OWASP_ARGON2, type Argon2Cost } from './auth/createPasswordHasher';
import { DEFAULT_REFRESH_REUSE_GRACE_SECONDS } from './auth/createSessionStore';
import type { EimzoServerOptions } from './eimzo/callEimzoServer';
import { DEFAULT_CHALLENGE_TTL_SECONDS } from './eimzo/createChallengeStore';
import type { FirstAdministrator } from './admin/ensureFirstAdministrator';
import type { EimzoFiles } from './eimzo/loadEimzoTrust';
import type { S3StorageConfig } from './files/createS3Storage';
import { parseCorsOrigins } from './http/parseCorsOrigins';
import { parseFrameAncestors } from './http/parseFrameAncestors';
import type { OAuthConfig } from './oauth/OAuthConfig';
import { loadOAuthConfig, publicUrlOf } from './oauth/loadOAuthConfig';

/** Everything the server reads from the environment, parsed once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  demo: boolean;
  /** Appeals the demo seed generates on a fresh database (PLATON_DEMO_APPEALS, default 100,000). */
  demoAppeals: number;
  /**
   * PLATON_DEMO_HOSTS_PORT: the demo's second origin, a listener serving only the host apps (default PORT+1;
   * 0 turns it off). Null: off.
   */
  demoHostsPort: number | null;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  staticRoot: string;
  loginLimits: LoginLimits;
  /** Seconds a spent refresh token may be presented again and get the same successor (two tabs refreshing at once). */
  refreshReuseGraceSeconds: number;
  /** `undefined`: keep what the database holds; `null`: switch encoding off. */
  transferMethod: TransferMethod | null | undefined;
  jwtSecret: string | null;
  /** PLATON_DATA_KEY: the key of secrets kept encrypted in the database (base64, 32 bytes or more). */
  dataKey: string | null;
  /** argon2id cost of new password hashes (PLATON_ARGON2_MEMORY_KIB, PLATON_ARGON2_PASSES). */
  passwordCost: Argon2Cost;
  trustProxy: TrustProxy;
  /**
   * PLATON_LOG_LEVEL (pino's levels): unset, warnings and errors go to stderr and stdout carries only the start
   * lines; set, the log (at `info`, one JSON line per request) goes to stdout, where log collectors read it.
   */
  logLevel: string | null;
  /** PLATON_METRICS_TOKEN: the bearer token `GET /metrics` needs; null: open, like /health. */
  metricsToken: string | null;
  /** PLATON_SHUTDOWN_SECONDS: how long SIGTERM waits for the requests in flight before the process ends anyway. */
  shutdownSeconds: number;
  /**
   * Digital-signature sign-in (PLATON_EIMZO_*): the trusted CAs, their CRLs and the TSA. With no CA named it
   * is off, except in demo mode, where startServer makes a demo PKI in the data folder (challenge lifetime kept).
   */
  eimzo: EimzoFiles;
  /**
   * PLATON_EIMZO_SERVER_URL (and PLATON_EIMZO_SERVER_TIMEOUT_MS, default 10 000): the vendor's E-IMZO server,
   * which then checks every signature instead of the CAs above; null: not used.
   */
  eimzoServer: EimzoServerOptions | null;
  /**
   * PLATON_EIMZO_API_KEYS="domain1:key1,domain2:key2": the E-IMZO desktop application's API keys of the
   * sites this server is reached at, handed to the sign-in page (flattened: domain, key, domain, key...).
   */
  eimzoApiKeys: string[];
  /** PLATON_PUBLIC_URL: the address users reach the server at (a loopback server's own address by default). */
  publicUrl: string | null;
  /** Social and single sign-on (PLATON_OAUTH_*). */
  oauth: OAuthConfig;
  /** PLATON_CORS_ORIGINS: exact origins whose pages may call the whole API with credentials. */
  corsOrigins: string[];
  /** PLATON_FRAME_ANCESTORS: who may frame the server's own pages (CSP frame-ancestors sources). */
  frameAncestors: string[];
  /** PLATON_SESSION_COOKIE: the refresh token only as an HttpOnly cookie (same-site deployments). */
  sessionCookie: boolean;
  /** Background jobs: PLATON_JOB_CONCURRENCY (at once per instance, default 2), PLATON_JOB_KEEP_HOURS (results kept, default 24). */
  jobs: { concurrency: number; keepMs: number };
  /** PLATON_IMPORT_JOB_BYTES: import files larger than this run as background jobs (default 2 MiB). */
  importJobBytes: number;
  /** PLATON_ORPHAN_UPLOAD_HOURS: uploads never saved into a record are deleted after this (default 24 h). */
  orphanUploadMs: number;
  /** PLATON_SCHEDULER_OFF: this instance runs no scheduled task on its own ("run now" still works). */
  schedulerOff: boolean;
  /**
   * File bodies in an S3-compatible object store instead of the data folder: PLATON_S3_BUCKET (turns it on),
   * PLATON_S3_ENDPOINT (another S3-compatible service; path-style addressing then), PLATON_S3_REGION
   * (default us-east-1), PLATON_S3_PREFIX (default 'uploads/'); credentials as the AWS SDK finds them
   * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role).
   */
  s3: S3StorageConfig | null;
  /** PLATON_DB_CONSOLE_TIMEOUT_MS: statement timeout of the database control page's SQL console (default 5000). */
  dbConsoleTimeoutMs: number;
  /** PLATON_CONSOLE_DATABASE_URL: the SQL console's own PostgreSQL connection (a role that can only read). */
  consoleDatabaseUrl: string | null;
  /**
   * PLATON_ADMIN_USERNAME and PLATON_ADMIN_PASSWORD: the administrator a start with none creates (containers,
   * scripts); null when they are not set. Once an administrator exists they change nothing.
   */
  firstAdministrator: FirstAdministrator | null;
  /** PLATON_METRICS_SAMPLE: the share of API requests and SQL queries timed for that page, 0 to 1 (default 0.1). */
  metricsSampleRate: number;
}

/** Fastify's trustProxy: off, on, addresses/CIDRs, or a hop-count check. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * Reads the configuration, failing fast with the variable's name on a malformed value (a typo in a TTL
 * should stop the start, not silently fall back).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  const demo = env.PLATON_DEMO === undefined || !['0', 'false', 'no', 'off'].includes(env.PLATON_DEMO.toLowerCase());
  const publicUrl = publicUrlOf(env, host, port);
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(env.PLATON_DATA_DIR || './data'),
    demo,
    demoAppeals: integer(env, 'PLATON_DEMO_APPEALS', 100_000, 0, 10_000_000),
    demoHostsPort: integer(env, 'PLATON_DEMO_HOSTS_PORT', port && port < 65535 ? port + 1 : 0, 0, 65535) || null,
    accessTtlSeconds: integer(env, 'PLATON_ACCESS_TTL', 300, 1),
    refreshTtlSeconds: integer(env, 'PLATON_REFRESH_TTL', 30 * 24 * 3600, 1),
    staticRoot: path.resolve(env.PLATON_STATIC_ROOT || findRepoRoot()),
    loginLimits: {
      pairFreeAttempts: integer(env, 'PLATON_LOGIN_FREE_ATTEMPTS', DEFAULT_LOGIN_LIMITS.pairFreeAttempts, 1),
      accountFreeAttempts: integer(env, 'PLATON_LOGIN_ACCOUNT_FREE_ATTEMPTS', DEFAULT_LOGIN_LIMITS.accountFreeAttempts, 1),
      addressFreeAttempts: integer(env, 'PLATON_LOGIN_ADDRESS_FREE_ATTEMPTS', DEFAULT_LOGIN_LIMITS.addressFreeAttempts, 1),
      maxDelaySeconds: integer(env, 'PLATON_LOGIN_MAX_DELAY', DEFAULT_LOGIN_LIMITS.maxDelaySeconds, 1),
      resetSeconds: integer(env, 'PLATON_LOGIN_RESET', DEFAULT_LOGIN_LIMITS.resetSeconds, 1),
    },
    refreshReuseGraceSeconds: integer(env, 'PLATON_REFRESH_REUSE_GRACE', DEFAULT_REFRESH_REUSE_GRACE_SECONDS, 0, 300),
    transferMethod: transferMethod(env.PLATON_TRANSFER_METHOD),
    jwtSecret: env.PLATON_JWT_SECRET || null,
    dataKey: env.PLATON_DATA_KEY || null,
    passwordCost: {
      memoryKiB: integer(env, 'PLATON_ARGON2_MEMORY_KIB', OWASP_ARGON2.memoryKiB, 8, 4 * 1024 * 1024),
      passes: integer(env, 'PLATON_ARGON2_PASSES', OWASP_ARGON2.passes, 1, 100),
    },
    trustProxy: trustProxy(env.PLATON_TRUST_PROXY),
    logLevel: logLevel(env.PLATON_LOG_LEVEL),
    metricsToken: env.PLATON_METRICS_TOKEN || null,
    shutdownSeconds: integer(env, 'PLATON_SHUTDOWN_SECONDS', 10, 1, 3600),
    eimzo: {
      caFiles: fileList(env.PLATON_EIMZO_CA),
      crlFiles: fileList(env.PLATON_EIMZO_CRL),
      tsaUrl: httpUrl(env, 'PLATON_EIMZO_TSA_URL'),
      tsaCertFile: env.PLATON_EIMZO_TSA_CERT ? path.resolve(env.PLATON_EIMZO_TSA_CERT) : null,
      tsaKeyFile: env.PLATON_EIMZO_TSA_KEY ? path.resolve(env.PLATON_EIMZO_TSA_KEY) : null,
      challengeTtlSeconds: integer(env, 'PLATON_EIMZO_CHALLENGE_TTL', DEFAULT_CHALLENGE_TTL_SECONDS, 10, 3600),
      crlRefreshMinutes: integer(env, 'PLATON_EIMZO_CRL_REFRESH_MINUTES', 60, 1, 24 * 60),
    },
    eimzoServer: eimzoServer(env, publicUrl),
    eimzoApiKeys: eimzoApiKeys(env.PLATON_EIMZO_API_KEYS),
    publicUrl,
    oauth: loadOAuthConfig(env, publicUrl, demo),
    corsOrigins: parseCorsOrigins(env.PLATON_CORS_ORIGINS),
    frameAncestors: parseFrameAncestors(env.PLATON_FRAME_ANCESTORS),
    sessionCookie: flag(env, 'PLATON_SESSION_COOKIE'),
    jobs: {
      concurrency: integer(env, 'PLATON_JOB_CONCURRENCY', 2, 1, 64),
      keepMs: integer(env, 'PLATON_JOB_KEEP_HOURS', 24, 1, 24 * 365) * 3600_000,
    },
    importJobBytes: integer(env, 'PLATON_IMPORT_JOB_BYTES', 2 * 1024 * 1024, 0, 1024 * 1024 * 1024),
    orphanUploadMs: integer(env, 'PLATON_ORPHAN_UPLOAD_HOURS', 24, 1, 24 * 365) * 3600_000,
    schedulerOff: flag(env, 'PLATON_SCHEDULER_OFF'),
    s3: s3Config(env),
    dbConsoleTimeoutMs: integer(env, 'PLATON_DB_CONSOLE_TIMEOUT_MS', 5_000, 1, 3_600_000),
    consoleDatabaseUrl: consoleDatabaseUrl(env),
    metricsSampleRate: fraction(env, 'PLATON_METRICS_SAMPLE', 0.1),
    firstAdministrator: firstAdministrator(env),
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** One of pino's levels: a typo would otherwise stop the start with pino's own less helpful error. */
function logLevel(raw: string | undefined): string | null {
  if (!raw) return null;
  if (!LOG_LEVELS.includes(raw)) throw new Error(`PLATON_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return raw;
}

/** Both variables or neither: one alone is a mistake worth stopping for, not a start without an administrator. */
function firstAdministrator(env: NodeJS.ProcessEnv): FirstAdministrator | null {
  const username = env.PLATON_ADMIN_USERNAME ?? '';
  const password = env.PLATON_ADMIN_PASSWORD ?? '';
  if (!username && !password) return null;
  if (!username) throw new Error('PLATON_ADMIN_PASSWORD is set without PLATON_ADMIN_USERNAME: set both, or neither');
  if (!password) throw new Error('PLATON_ADMIN_USERNAME is set without PLATON_ADMIN_PASSWORD: set both, or neither');
  return { username, password };
}

/** The console's own PostgreSQL URL; it reads the app's database, so it needs DATABASE_URL. */
function consoleDatabaseUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.PLATON_CONSOLE_DATABASE_URL;
  if (!raw) return null;
  if (!env.DATABASE_URL) throw new Error('PLATON_CONSOLE_DATABASE_URL needs DATABASE_URL (the console reads the same database)');
  if (!/^postgres(ql)?:\/\//.test(raw)) throw new Error('PLATON_CONSOLE_DATABASE_URL must be a postgres:// URL');
  return raw;
}

/** A number from 0 to 1 (a share), failing fast on anything else. */
function fraction(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new Error(`${name} must be a number from 0 to 1, got "${raw}"`);
  return value;
}

/** Comma-separated paths, resolved against the working folder. */
function fileList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => path.resolve(item));
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(raw)) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  throw new Error(`${name} must be 1 or 0, got "${env[name]}"`);
}

function httpUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (!raw) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return url.href;
}

function eimzoServer(env: NodeJS.ProcessEnv, publicUrl: string | null): EimzoServerOptions | null {
  const url = httpUrl(env, 'PLATON_EIMZO_SERVER_URL');
  if (!url) return null;
  return {
    url,
    timeoutMs: integer(env, 'PLATON_EIMZO_SERVER_TIMEOUT_MS', 10_000, 500, 120_000),
    // The site the user signs in to, as the E-IMZO server's API keys know it; else each request's host.
    siteHost: env.PLATON_PUBLIC_URL && publicUrl ? new URL(publicUrl).hostname : null,
  };
}

function eimzoApiKeys(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .flatMap((pair) => {
      const match = /^([^\s:]+):([0-9A-Fa-f]+)$/.exec(pair);
      if (!match) throw new Error(`PLATON_EIMZO_API_KEYS must be domain:key pairs joined by commas, got "${pair}"`);
      return [match[1], match[2]];
    });
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function transferMethod(raw: string | undefined): TransferMethod | null | undefined {
  if (raw === undefined) return undefined;
  if (raw === '' || raw === 'none' || raw === 'null') return null;
  if (!isTransferMethod(raw)) throw new Error(`PLATON_TRANSFER_METHOD must be "base64" or "none", got "${raw}"`);
  return raw;
}

/**
 * Behind a load balancer the client address (for the per-address sign-in limit) comes from X-Forwarded-For. A
 * number is a count of proxies (`1`: the one in front, whose appended address is the client's), never "every
 * hop": trusting every hop would take the leftmost address, which the client writes itself, and a new one
 * per attempt would dodge the per-address limit. `true` trusts every hop, for a chain nobody else can reach.
 */
function trustProxy(raw: string | undefined): TrustProxy {
  if (!raw || raw === '0' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (!/^\d+$/.test(raw)) return raw; // addresses or CIDRs, comma-separated
  const hops = Number(raw);
  return (_address, hop) => hop < hops;
}

/**
 * The folder holding `dist/` and `demo/`: the nearest parent with a package.json, starting from this file,
 * which is `server/` when run from source and `dist/server/` when bundled.
 */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

function s3Config(env: NodeJS.ProcessEnv): S3StorageConfig | null {
  const bucket = env.PLATON_S3_BUCKET?.trim();
  if (!bucket) return null;
  const endpoint = httpUrl(env, 'PLATON_S3_ENDPOINT');
  return {
    bucket,
    prefix: env.PLATON_S3_PREFIX ?? 'uploads/',
    client: { region: env.PLATON_S3_REGION || 'us-east-1', ...(endpoint ? { endpoint, forcePathStyle: true } : {}) },
  };
}

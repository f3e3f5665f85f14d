import path from 'node:path';
import type { ServerConfig } from '../../server/config';

/**
 * What an operator needs to know about one variable the server's configuration reads. The names and the
 * defaults are not trusted to this list: renderEnvironmentTable checks every name against what loadConfig
 * actually reads, and most defaults are read back from loadConfig's answer for an empty environment, so a
 * default changed in the code changes the table (and a stale docs/operations.md fails its test).
 */
export interface EnvironmentNote {
  name: string;
  /** The default as loadConfig makes it from an empty environment; a text where it is not a plain value. */
  default: ((config: ServerConfig) => unknown) | string;
  meaning: string;
  /**
   * A valid value, set while probing which variables loadConfig reads: some are read only once another is
   * set (a provider's secret once its client id is), so the probe sets them all.
   */
  example: string;
}

const root = path.resolve(import.meta.dirname, '..', '..');
const seconds = (value: number) => `${value} s`;
const hours = (ms: number) => `${ms / 3600_000} h`;

export const environmentNotes: EnvironmentNote[] = [
  { name: 'PORT', default: (c) => c.port, meaning: 'The port the server listens on.', example: '8080' },
  {
    name: 'HOST',
    default: (c) => c.host,
    meaning: 'The address it listens on; `0.0.0.0` for every interface (in a container, behind a proxy).',
    example: '127.0.0.1',
  },
  {
    name: 'DATABASE_URL',
    default: 'embedded PGlite',
    meaning: 'A PostgreSQL connection string. Without it the database is PGlite, embedded in the data folder.',
    example: 'postgres://platon@localhost:5432/platon',
  },
  {
    name: 'PLATON_DATA_DIR',
    default: (c) => `./${path.relative(root, c.dataDir)}`,
    meaning: 'The data folder: the embedded database, stored files (without S3) and generated secrets (`secrets.json`).',
    example: './data',
  },
  {
    name: 'PLATON_DEMO',
    default: (c) => (c.demo ? 1 : 0),
    meaning: '`0` for a production start: no demo accounts, menu, pages or data.',
    example: '0',
  },
  {
    name: 'PLATON_DEMO_APPEALS',
    default: (c) => c.demoAppeals,
    meaning: 'Rows the demo seed generates in `app.appeals` on a fresh database.',
    example: '1000',
  },
  {
    name: 'PLATON_DEMO_HOSTS_PORT',
    default: '`PORT`+1',
    meaning: 'Demo mode only: a second listener serving the host-app pages from another origin; `0` turns it off.',
    example: '0',
  },
  {
    name: 'PLATON_ADMIN_USERNAME',
    default: '—',
    meaning: 'With `PLATON_ADMIN_PASSWORD` (both or neither): the administrator a start with none creates. Ignored once one exists.',
    example: 'root',
  },
  {
    name: 'PLATON_ADMIN_PASSWORD',
    default: '—',
    meaning: "That administrator's password; one the password rules refuse stops the start.",
    example: 'a-long-password',
  },
  {
    name: 'PLATON_JWT_SECRET',
    default: 'generated into `secrets.json`',
    meaning:
      'The key access tokens and file links are signed with. Give every instance of one deployment the same value: on PostgreSQL an instance with another refuses to start.',
    example: 'a-long-random-secret',
  },
  {
    name: 'PLATON_DATA_KEY',
    default: 'generated into `secrets.json`',
    meaning:
      'Base64 of 32 bytes: the key of secrets the database keeps encrypted (one-time-code secrets, OAuth client secrets). Same value on every instance: on PostgreSQL an instance with another refuses to start.',
    example: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
  },
  {
    name: 'PLATON_ACCESS_TTL',
    default: (c) => seconds(c.accessTtlSeconds),
    meaning: 'Lifetime of an access token, in seconds.',
    example: '300',
  },
  {
    name: 'PLATON_REFRESH_TTL',
    default: (c) => seconds(c.refreshTtlSeconds),
    meaning: 'Lifetime of a refresh token (a session left alone), in seconds.',
    example: '86400',
  },
  {
    name: 'PLATON_REFRESH_REUSE_GRACE',
    default: (c) => seconds(c.refreshReuseGraceSeconds),
    meaning: 'Seconds in which a spent refresh token still gets the same successor (two tabs refreshing at once); `0` turns it off.',
    example: '30',
  },
  {
    name: 'PLATON_SESSION_COOKIE',
    default: (c) => (c.sessionCookie ? 1 : 0),
    meaning: "`1`: the refresh token travels only as an HttpOnly cookie, out of scripts' reach (same-site deployments).",
    example: '0',
  },
  {
    name: 'PLATON_TRANSFER_METHOD',
    default: 'what the database holds',
    meaning: '`base64`: request bodies other than GET travel as `application/json+base64`; `none` switches it off.',
    example: 'none',
  },
  {
    name: 'PLATON_TRUST_PROXY',
    default: 'off',
    meaning:
      'The proxies in front: their addresses or CIDRs, or how many there are (`1`: one proxy), or `true` for every hop. Only then is the client address read from `X-Forwarded-For`.',
    example: '10.0.0.0/8',
  },
  {
    name: 'PLATON_PUBLIC_URL',
    default: "the server's own address on loopback",
    meaning: 'The address people reach the server at; sign-in providers send them back to its `/auth/user`.',
    example: 'https://platon.example.uz',
  },
  {
    name: 'PLATON_CORS_ORIGINS',
    default: 'none',
    meaning: 'Comma-separated exact origins whose pages may make signed-in calls to `/api/`. A malformed entry stops the start.',
    example: 'https://portal.example.uz',
  },
  {
    name: 'PLATON_FRAME_ANCESTORS',
    default: (c) => c.frameAncestors.join(' '),
    meaning: "Who may show the server's own pages in a frame (CSP `frame-ancestors`): `'self'`, `'none'` or origins.",
    example: "'self'",
  },
  {
    name: 'PLATON_STATIC_ROOT',
    default: 'the folder holding `package.json`',
    meaning: 'Where `dist/` and `demo/` are served from; set only when the server runs from another folder.',
    example: '.',
  },
  {
    name: 'PLATON_LOG_LEVEL',
    default: '`warn`',
    meaning:
      "The server log's level (`debug`, `info`, `warn`, `error`); when set, the log (one JSON line per request from `info`) goes to stdout.",
    example: 'info',
  },
  {
    name: 'PLATON_LOGIN_FREE_ATTEMPTS',
    default: (c) => c.loginLimits.pairFreeAttempts,
    meaning: 'Sign-in attempts one account gets from one address before the waits start.',
    example: '5',
  },
  {
    name: 'PLATON_LOGIN_ACCOUNT_FREE_ATTEMPTS',
    default: (c) => c.loginLimits.accountFreeAttempts,
    meaning: 'Attempts an account gets from browsers it does not know, across all addresses.',
    example: '20',
  },
  {
    name: 'PLATON_LOGIN_ADDRESS_FREE_ATTEMPTS',
    default: (c) => c.loginLimits.addressFreeAttempts,
    meaning: 'Attempts one address gets across all accounts.',
    example: '100',
  },
  {
    name: 'PLATON_LOGIN_MAX_DELAY',
    default: (c) => seconds(c.loginLimits.maxDelaySeconds),
    meaning: 'The longest wait between two attempts, in seconds.',
    example: '900',
  },
  {
    name: 'PLATON_LOGIN_RESET',
    default: (c) => seconds(c.loginLimits.resetSeconds),
    meaning: 'Seconds without attempts after which a counter starts over.',
    example: '43200',
  },
  {
    name: 'PLATON_ARGON2_MEMORY_KIB',
    default: (c) => c.passwordCost.memoryKiB,
    meaning: 'Memory (KiB) of an argon2id password hash.',
    example: '19456',
  },
  {
    name: 'PLATON_ARGON2_PASSES',
    default: (c) => c.passwordCost.passes,
    meaning: 'Passes of an argon2id password hash.',
    example: '2',
  },
  {
    name: 'PLATON_OAUTH_REDIRECT_URIS',
    default: '`PLATON_PUBLIC_URL` + `/auth/user`',
    meaning: 'Comma-separated: the only addresses providers may send people back to (add host pages that embed `<platon-auth>`).',
    example: 'https://platon.example.uz/auth/user',
  },
  {
    name: 'PLATON_OAUTH_SIGNUP',
    default: '`link` (`create` in the demo)',
    meaning: "A provider identity's first sign-in: `link` to the account with its verified e-mail or PINFL, `create` one, or `off`.",
    example: 'link',
  },
  {
    name: 'PLATON_OAUTH_PASSWORD_POLICY',
    default: (c) => c.oauth.passwordPolicy,
    meaning: 'After a provider sign-in, the set-password dialog is `required`, `optional` or `none`.',
    example: 'optional',
  },
  ...provider('GOOGLE', 'Google', [['ISSUER', 'https://accounts.google.com', 'the issuer']]),
  ...provider('KEYCLOAK', 'Keycloak', [
    ['URL', '—', "the Keycloak server's base address (required with the client id)"],
    ['REALM', 'master', 'the realm'],
  ]),
  ...provider('ONE_ID', 'OneID', [
    ['URL', 'https://sso.egov.uz', 'the service address'],
    ['SCOPE', 'the client id', 'the scope asked for'],
  ]),
  ...provider('LINKEDIN', 'LinkedIn', [['ISSUER', 'https://www.linkedin.com/oauth', 'the issuer']]),
  ...provider('SSV', 'the ssv provider (any OpenID Connect provider)', [
    ['ISSUER', '—', 'the issuer (required with the client id)'],
    ['AUTHORIZATION_ENDPOINT', '—', 'an authorization address published in project info'],
  ]),
  {
    name: 'PLATON_EIMZO_CA',
    default: 'the demo CA in demo mode, else off',
    meaning: 'Comma-separated PEM or DER files of the CAs digital signatures must chain to; without it signature sign-in is off.',
    example: 'ca.pem',
  },
  {
    name: 'PLATON_EIMZO_CRL',
    default: 'none',
    meaning: 'Comma-separated CRL files of those CAs, read again when they change.',
    example: 'ca.crl',
  },
  {
    name: 'PLATON_EIMZO_TSA_URL',
    default: 'none',
    meaning:
      "An RFC 3161 time-stamping authority the sign-in's time stamps are asked of; its certificate must chain to a `PLATON_EIMZO_CA` certificate.",
    example: 'https://tsa.example.uz/',
  },
  {
    name: 'PLATON_EIMZO_TSA_CERT',
    default: 'none',
    meaning: "Or the server's own time-stamping: its certificate and chain (PEM)…",
    example: 'tsa.pem',
  },
  {
    name: 'PLATON_EIMZO_TSA_KEY',
    default: 'none',
    meaning: '…and its PKCS#8 key (PEM).',
    example: 'tsa.key',
  },
  {
    name: 'PLATON_EIMZO_CHALLENGE_TTL',
    default: (c) => seconds(c.eimzo.challengeTtlSeconds),
    meaning: "Seconds a sign-in challenge stays valid (and how old a signature's time stamp may be).",
    example: '120',
  },
  {
    name: 'PLATON_EIMZO_CRL_REFRESH_MINUTES',
    default: (c) => c.eimzo.crlRefreshMinutes ?? 60,
    meaning:
      'How often the revocation lists that certificates name (their distribution points) are fetched again; see signature-sign-in.md.',
    example: '60',
  },
  {
    name: 'PLATON_EIMZO_API_KEYS',
    default: 'none',
    meaning:
      "The E-IMZO desktop application's API keys of the sites users reach this server at, as `domain:key` pairs joined by commas. The sign-in page sends them to E-IMZO; the vendor's public keys for `localhost` and `127.0.0.1` are always added. See signature-sign-in.md.",
    example: 'platon.example.uz:0A1B2C',
  },
  {
    name: 'PLATON_EIMZO_SERVER_URL',
    default: 'none',
    meaning:
      "The vendor's E-IMZO server: when set, it issues the challenges, attaches the time stamps and checks every signature (GOST keys and ID cards included) instead of the CAs above. See signature-sign-in.md.",
    example: 'http://e-imzo:8080',
  },
  {
    name: 'PLATON_EIMZO_SERVER_TIMEOUT_MS',
    default: '10000',
    meaning: 'How long one call to the E-IMZO server may take before the user is told signature sign-in is unavailable for now.',
    example: '10000',
  },
  {
    name: 'PLATON_JOB_CONCURRENCY',
    default: (c) => c.jobs.concurrency,
    meaning: 'Background jobs (big exports and imports) one instance runs at once.',
    example: '2',
  },
  {
    name: 'PLATON_JOB_KEEP_HOURS',
    default: (c) => hours(c.jobs.keepMs),
    meaning: 'Hours finished jobs and their result files are kept.',
    example: '24',
  },
  {
    name: 'PLATON_IMPORT_JOB_BYTES',
    default: (c) => `${c.importJobBytes} bytes`,
    meaning: 'Import files larger than this run as background jobs.',
    example: '2097152',
  },
  {
    name: 'PLATON_ORPHAN_UPLOAD_HOURS',
    default: (c) => hours(c.orphanUploadMs),
    meaning: 'Uploads never saved into a record are deleted after this many hours (checked hourly).',
    example: '24',
  },
  {
    name: 'PLATON_SCHEDULER_OFF',
    default: (c) => (c.schedulerOff ? 1 : 0),
    meaning:
      '`1`: this instance runs no scheduled task on its own (administrators can still run one now); another instance on the same database does. See scheduled-tasks.md.',
    example: '0',
  },
  {
    name: 'PLATON_DB_CONSOLE_TIMEOUT_MS',
    default: (c) => `${c.dbConsoleTimeoutMs} ms`,
    meaning: 'Statement timeout of the SQL console (PostgreSQL; PGlite cannot stop a statement).',
    example: '5000',
  },
  {
    name: 'PLATON_CONSOLE_DATABASE_URL',
    default: 'a read-only role the server makes',
    meaning: "PostgreSQL only: the SQL console's own connection, as a role that can only read ([the SQL console](sql-console.md)).",
    example: 'postgres://platon_console@localhost:5432/platon',
  },
  {
    name: 'PLATON_METRICS_TOKEN',
    default: 'none (open)',
    meaning: 'The bearer token `GET /metrics` asks for; unset, the Prometheus figures are open like `/health` (see docs/monitoring.md).',
    example: 'a-long-random-token',
  },
  {
    name: 'PLATON_SHUTDOWN_SECONDS',
    default: (c) => c.shutdownSeconds,
    meaning: 'How long SIGTERM waits for the requests in flight before the process ends anyway (1 to 3600).',
    example: '30',
  },
  {
    name: 'PLATON_METRICS_SAMPLE',
    default: (c) => c.metricsSampleRate,
    meaning: 'Share (0 to 1) of API requests and SQL statements timed for the slow-queries list; `0` turns it off.',
    example: '0.1',
  },
  {
    name: 'PLATON_S3_BUCKET',
    default: 'off',
    meaning:
      'Keep file bodies in this S3 bucket instead of the data folder. Credentials as the AWS SDK finds them: `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY`, a profile, an instance role.',
    example: 'platon-files',
  },
  {
    name: 'PLATON_S3_ENDPOINT',
    default: "AWS's",
    meaning: "An S3-compatible service's address (MinIO, Ceph…), addressed path-style.",
    example: 'https://s3.example.uz',
  },
  {
    name: 'PLATON_S3_REGION',
    default: '`us-east-1`',
    meaning: "The bucket's region.",
    example: 'us-east-1',
  },
  {
    name: 'PLATON_S3_PREFIX',
    default: '`uploads/`',
    meaning: 'The prefix of the object keys.',
    example: 'uploads/',
  },
];

/** A sign-in provider's variables: its client id and secret (set both to turn it on), then its own settings. */
function provider(key: string, title: string, settings: [string, string, string][]): EnvironmentNote[] {
  const prefix = `PLATON_OAUTH_${key}`;
  return [
    {
      name: `${prefix}_CLIENT_ID`,
      default: '—',
      meaning: `${title}: the client id; set with the secret, it turns the provider on.`,
      example: 'platon',
    },
    { name: `${prefix}_CLIENT_SECRET`, default: '—', meaning: `${title}: the client secret.`, example: 'secret' },
    ...settings.map(([setting, fallback, meaning]) => ({
      name: `${prefix}_${setting}`,
      default: /^(https:|master$)/.test(fallback) ? `\`${fallback}\`` : fallback,
      meaning: `${title}: ${meaning}.`,
      example: setting === 'REALM' || setting === 'SCOPE' ? 'openid' : 'https://sso.example.uz',
    })),
  ];
}

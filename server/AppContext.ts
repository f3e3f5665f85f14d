import type { Kysely } from 'kysely';
import type { AccessTokens } from './auth/createAccessTokens';
import type { DeviceTokens } from './auth/createDeviceTokens';
import type { LoginThrottle } from './auth/createLoginThrottle';
import type { PasswordHasher } from './auth/createPasswordHasher';
import type { SessionCookieSettings } from './auth/refreshCookie';
import type { SecretBox } from './auth/createSecretBox';
import type { SessionStore } from './auth/createSessionStore';
import type { DatabaseSchema } from './db/DatabaseSchema';
import type { SignatureVerifier } from './eimzo/SignatureVerifier';
import type { FileLinks } from './files/createFileLinks';
import type { FileStorage } from './files/createFileStorage';
import type { JobRunner } from './jobs/createJobRunner';
import type { SignInMethods } from './settings/createSignInMethods';

/** The services route plugins share; built once per app by buildApp. */
export interface AppContext {
  db: Kysely<DatabaseSchema>;
  tokens: AccessTokens;
  sessions: SessionStore;
  throttle: LoginThrottle;
  /** Browsers that signed in before, spared the sign-in throttles within a budget of their own. */
  devices: DeviceTokens;
  hasher: PasswordHasher;
  /** Encrypts the secrets the database keeps (one-time-code secrets). */
  secretBox: SecretBox;
  version: string;
  /** Demo mode: the client shows the demo routes of docs/behaviour.md §1 only then. */
  demo: boolean;
  /** What checks a digital-signature sign-in (the server's own CAs or the E-IMZO server); null: not configured. */
  eimzo: SignatureVerifier | null;
  /** The E-IMZO desktop application's API keys of this site (PLATON_EIMZO_API_KEYS): domain, key, domain, key... */
  eimzoApiKeys: string[];
  /**
   * Which sign-in methods are on now (password, one-time code for administrators, E-IMZO, each OAuth provider)
   * and the token lifetimes: the server's configuration under the project settings, read per request.
   */
  signIn: SignInMethods;
  /** Session mode "cookie" (PLATON_SESSION_COOKIE): refresh tokens only as an HttpOnly cookie; null: in JSON. */
  sessionCookie: SessionCookieSettings | null;
  /** Where uploaded and generated file bodies live. */
  files: FileStorage;
  /** Short-lived signed links to stored files, for what cannot send a token (docs/files.md). */
  fileLinks: FileLinks;
  /** This instance's background job runner (issue 14). */
  jobs: JobRunner;
}

/**
 * Page-wide runtime configuration. Elements pass their attributes (`api-base`, `auth-base`, `login-url`,
 * `locale`, `router-mode`, `base-path`, `app-url`) and the first element to name a value sets it for the page, since
 * all elements share one session and one API client.
 */
export interface PlatonConfig {
  /** Base of the platform API, ending in `/`. */
  apiBase: string;
  /** Base of the auth calls (login, refresh), ending in `/`. */
  authBase: string;
  /**
   * The sign-in page visitors are sent to (with `next`); null, not set: `<platon-app>` in history mode goes
   * to `/auth/user` of the application (docs/behaviour.md §1), every other element signs in in place (signInTarget).
   */
  loginUrl: string | null;
  /** Locale forced by the host page, if any (still below the `locale` query parameter). */
  locale: string | null;
  routerMode: 'history' | 'hash' | 'memory';
  basePath: string;
  /**
   * Where the application (`<platon-app>`) lives, absolute or a path; null: the API's own origin plus
   * `basePath`. Links drawn by elements outside `<platon-app>` point there (see appHref).
   */
  appUrl: string | null;
}

export const DEFAULT_CONFIG: PlatonConfig = {
  apiBase: '/api/',
  authBase: '/api/auth/',
  loginUrl: null,
  locale: null,
  routerMode: 'history',
  basePath: '/',
  appUrl: null,
};

/** Attribute values as r2wc hands them over: absent attributes arrive as undefined. */
export type ConfigAttributes = Partial<Record<keyof PlatonConfig, string | undefined>>;

/**
 * Merge attribute values into a configuration, normalising bases to end with `/`.
 *
 * @example
 * mergeConfig(DEFAULT_CONFIG, { apiBase: 'https://x.test/api' }).apiBase; // 'https://x.test/api/'
 */
export function mergeConfig(base: PlatonConfig, attributes: ConfigAttributes): PlatonConfig {
  const next = { ...base };
  if (attributes.apiBase) {
    next.apiBase = withSlash(attributes.apiBase);
    // An auth base not given follows the API base, as on the reference server (also when the API base changes).
    const followed = base.authBase === DEFAULT_CONFIG.authBase || base.authBase === `${base.apiBase}auth/`;
    if (!attributes.authBase && followed) next.authBase = `${next.apiBase}auth/`;
  }
  if (attributes.authBase) next.authBase = withSlash(attributes.authBase);
  if (attributes.loginUrl) next.loginUrl = attributes.loginUrl;
  if (attributes.locale) next.locale = attributes.locale;
  if (attributes.routerMode === 'hash' || attributes.routerMode === 'memory' || attributes.routerMode === 'history') {
    next.routerMode = attributes.routerMode;
  }
  if (attributes.basePath) next.basePath = withSlash(attributes.basePath);
  // Kept as given: it may end in a file name or a `#/` (an application in hash mode), see appHref.
  if (attributes.appUrl) next.appUrl = attributes.appUrl;
  return next;
}

function withSlash(value: string): string {
  return value.endsWith('/') ? value : `${value}/`;
}

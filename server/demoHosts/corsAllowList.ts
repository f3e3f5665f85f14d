import type { ServerConfig } from '../config';
import { demoHostsOrigins } from './startDemoHostsServer';

/** The origins whose scripts may call the API: the configured ones, and those the demo adds. */
export interface CorsAllowList {
  /** Everything on the allow-list: PLATON_CORS_ORIGINS, then `demo`. */
  origins: string[];
  /** What only the demo put there (its host apps' second listener): empty in a production start. */
  demo: string[];
}

/**
 * The API's CORS allow-list for a start. In demo mode the host apps' second listener (PLATON_DEMO_HOSTS_PORT,
 * PORT+1 by default) adds its own origins, so that embedding from another origin can be tried on one machine;
 * a production start (PLATON_DEMO=0) adds nothing beyond PLATON_CORS_ORIGINS, and startServer says at start what the
 * demo added, so that nobody finds an origin on the list they never named.
 *
 * @example
 * corsAllowList(loadConfig({ PLATON_DEMO: '0', PLATON_CORS_ORIGINS: 'https://portal.uz' }));
 * // { origins: ['https://portal.uz'], demo: [] }
 */
export function corsAllowList(config: Pick<ServerConfig, 'demo' | 'demoHostsPort' | 'host' | 'corsOrigins'>): CorsAllowList {
  const demo = config.demo && config.demoHostsPort ? demoHostsOrigins(config.host, config.demoHostsPort) : [];
  return { origins: [...config.corsOrigins, ...demo.filter((origin) => !config.corsOrigins.includes(origin))], demo };
}

/** The start line naming what the demo put on the allow-list (null when it put nothing there). */
export function demoCorsNotice(demo: readonly string[]): string | null {
  if (!demo.length) return null;
  return `Demo mode allows calls from ${demo.join(', ')} (the demo host apps' listener) besides PLATON_CORS_ORIGINS; PLATON_DEMO=0 adds none.`;
}

import type { PlatonConfig } from '../config/platonConfig';

/**
 * Why a call got no answer:
 * - `refused-origin`: the server answers, but not to scripts of this page's origin (no CORS permission);
 * - `unreachable`: no answer at all ('Сервер билан алоқа йўқ').
 */
export type NoAnswer = 'refused-origin' | 'unreachable';

/** The fetch to probe with: the browser's, or a stand-in in tests. */
export type ProbeFetch = (url: string, init: RequestInit) => Promise<unknown>;

/**
 * A browser reports a CORS refusal exactly like a server that is down (a TypeError, no status), so a call to
 * another origin that got no answer is followed by one probe of `{api-base}info` in `no-cors` mode: that
 * request is not subject to CORS, and it resolves (with an opaque response) whenever the server answers at
 * all. Then the server is up and refuses this origin. Same-origin calls are never refused that way.
 *
 * @example
 * await diagnoseNoAnswer('https://platon.test/api/', 'https://platon.test/api/', 'https://portal.test', fetch);
 * // 'refused-origin' when platon.test answers
 */
export async function diagnoseNoAnswer(callBase: string, apiBase: string, pageOrigin: string, probe: ProbeFetch): Promise<NoAnswer> {
  const page = `${pageOrigin}/`;
  if (new URL(callBase, page).origin === pageOrigin) return 'unreachable';
  try {
    await probe(new URL('info', new URL(apiBase, page)).href, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' });
    return 'refused-origin';
  } catch {
    return 'unreachable';
  }
}

/** The one console line for an administrator, naming what to change (PLATON_CORS_ORIGINS, server/config.ts). */
export function refusedOriginLog(origin: string, apiBase: string): string {
  return `[platon] The server at ${apiBase} refuses calls from this page's origin ${origin}: its administrator must add ${origin} to PLATON_CORS_ORIGINS.`;
}

/**
 * Run after any call of the page got no answer: diagnoses once at a time and, for a refused origin, logs
 * the console line once per page and hands the origin to `report` (every element then says so).
 *
 * @example
 * api hooks: onNoAnswer: (base) => void noticeNoAnswer(watch, base, store.getState().config, report)
 */
export function createNoAnswerWatch(
  probe: ProbeFetch,
  report: (origin: string) => void,
): (callBase: string, config: Pick<PlatonConfig, 'apiBase'>) => Promise<void> {
  let running: Promise<void> | null = null;
  let logged = false;
  return (callBase, config) => {
    const location = globalThis.location;
    if (!location || running) return running ?? Promise.resolve();
    running = diagnoseNoAnswer(callBase, config.apiBase, location.origin, probe)
      .then((kind) => {
        if (kind !== 'refused-origin') return;
        if (!logged) console.error(refusedOriginLog(location.origin, new URL(config.apiBase, location.href).href));
        logged = true;
        report(location.origin);
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}

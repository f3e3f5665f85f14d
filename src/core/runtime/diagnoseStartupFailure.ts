import { ApiError } from '../api/ApiError';

/**
 * Why the first call of the page failed:
 * - `refused-origin`: the server answers, but not to scripts of this page's origin (no CORS permission);
 * - `unreachable`: no answer at all ('Сервер билан алоқа йўқ');
 * - `failed`: the server answered with an error of its own.
 */
export type StartupFailure = { kind: 'refused-origin'; origin: string } | { kind: 'unreachable' } | { kind: 'failed' };

/** The fetch to probe with: the browser's, or a stand-in in tests. */
export type ProbeFetch = (url: string, init: RequestInit) => Promise<unknown>;

/**
 * A browser reports a CORS refusal exactly like a server that is down (a TypeError, no status), so a
 * cross-origin failure is probed once more in `no-cors` mode: that request is not subject to CORS, and it
 * resolves (with an opaque response) whenever the server answers at all. Then the server is up and refuses
 * this origin. Same-origin calls are never refused that way, so they are not probed.
 *
 * @example
 * await diagnoseStartupFailure(new ApiError(0, null), 'https://platon.test/api/', 'https://portal.test', fetch);
 * // { kind: 'refused-origin', origin: 'https://portal.test' } when platon.test answers
 */
export async function diagnoseStartupFailure(error: unknown, apiBase: string, pageOrigin: string, probe: ProbeFetch): Promise<StartupFailure> {
  if (!(error instanceof ApiError) || error.status !== 0) return { kind: 'failed' };
  const info = new URL('info', new URL(apiBase, `${pageOrigin}/`));
  if (info.origin === pageOrigin) return { kind: 'unreachable' };
  try {
    await probe(info.href, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' });
    return { kind: 'refused-origin', origin: pageOrigin };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** The one console line for an administrator, naming what to change (server/config.ts). */
export function refusedOriginLog(origin: string, apiBase: string): string {
  return `[platon] The server at ${apiBase} refuses calls from this page's origin ${origin}: its administrator must add ${origin} to PLATON_CORS_ORIGINS.`;
}

/** The start-up failure every element of the page shows (bootstrapRuntime rejects with it). */
export class StartupError extends Error {
  readonly failure: StartupFailure;

  constructor(failure: StartupFailure, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'StartupError';
    this.failure = failure;
  }
}

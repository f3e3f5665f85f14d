import type { PlatonRuntime } from '../runtime/platonRuntime';
import type { ProbeFetch } from '../runtime/diagnoseNoAnswer';

/**
 * Whether a sign-in that got no answer was refused for this page's origin or found no server. The runtime
 * diagnoses every call without an answer too, but reports only a refusal and only later (runtime.refusedOrigin);
 * the sign-in needs its verdict either way, now, to tell the host (`platon-auth-error`). A refusal already
 * known needs no probe.
 *
 * @example
 * if (signInFailureReason('password', error) === 'network') reason = await noAnswerReason(runtime);
 */
export async function noAnswerReason(
  runtime: Pick<PlatonRuntime, 'store' | 'refusedOrigin'>,
  probe: ProbeFetch = (url, init) => globalThis.fetch(url, init),
): Promise<'origin-refused' | 'network'> {
  if (runtime.refusedOrigin.getState().origin) return 'origin-refused';
  const location = globalThis.location;
  if (!location) return 'network';
  const { authBase, apiBase } = runtime.store.getState().config;
  // The runtime's own chunk for the diagnosis: loaded only when a call got no answer.
  const { diagnoseNoAnswer } = await import('../runtime/diagnoseNoAnswer');
  const kind = await diagnoseNoAnswer(new URL(authBase, location.href).href, apiBase, location.origin, probe);
  return kind === 'refused-origin' ? 'origin-refused' : 'network';
}

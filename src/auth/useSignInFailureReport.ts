import { useCallback, type RefObject } from 'react';
import { noAnswerReason } from '../core/auth/noAnswerReason';
import { signInFailureReason } from '../core/auth/signInFailureReason';
import { dispatchElementEvent } from '../core/elements/dispatchElementEvent';
import { PLATON_AUTH_API } from '../core/elements/platonAuthApi';
import type { SignInMethod } from '../core/elements/SignInFailureReason';
import type { PlatonRuntime } from '../core/runtime/platonRuntime';

/** Tells the host page about a failed sign-in: the error, by which method, and the text the element shows. */
export type ReportSignInFailure = (method: SignInMethod, error: unknown, message: string) => void;

/**
 * `platon-auth-error` for every failed sign-in (password, one-time code, signature, social), with the reason
 * a host can switch on. The element is taken when the failure happens: a refused origin, once the runtime
 * diagnoses it, replaces the sign-in with the refusal, and the event must still reach the host then.
 *
 * @example
 * const report = useSignInFailureReport(runtime, rootRef);
 * catch (error) { report('password', error, loginErrorMessage(error)); }
 */
export function useSignInFailureReport(runtime: PlatonRuntime, rootRef: RefObject<HTMLElement | null>): ReportSignInFailure {
  return useCallback(
    (method, error, message) => {
      const node = rootRef.current;
      const root = node?.getRootNode();
      // The shadow root outlives this tree's nodes; the event goes to its element (dispatchElementEvent).
      const anchor = root instanceof ShadowRoot ? root : node;
      const reason = signInFailureReason(method, error);
      const tell = (found: typeof reason) =>
        dispatchElementEvent(anchor ?? null, PLATON_AUTH_API, 'platon-auth-error', { method, reason: found, message });
      if (reason !== 'network') return tell(reason);
      noAnswerReason(runtime).then(tell, () => tell(reason));
    },
    [runtime, rootRef],
  );
}

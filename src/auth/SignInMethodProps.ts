import type { User } from '../core/api/contract';
import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import type { Translate } from '../ui/useTranslator';

/**
 * What the sign-in page gives each way in past the password (social sign-in, the digital signature): they
 * sign in through the runtime themselves (core/auth/passwordLogin's `signIn`) and then hand the user back, so
 * the welcome, the `platon-auth-login` event and the way on to `next` stay one piece of code.
 */
export interface SignInMethodProps {
  runtime: PlatonRuntime;
  t: Translate;
  /** The session is stored: greet, tell the host and go on. */
  onSignedIn(user: User): void;
  /**
   * A failed sign-in: what went wrong and the text shown for it, reported to the host page as
   * `platon-auth-error` (docs/behaviour.md §9 "emitted as a login error").
   */
  onFailed?(error: unknown, message: string): void;
}

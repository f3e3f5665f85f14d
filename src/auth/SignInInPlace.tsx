import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import { AuthApp } from './AuthApp';

/**
 * The sign-in form inside an element that needs a session and has nowhere to send the visitor (no
 * `login-url`: a standalone table, form or page, or `<platon-app>` in hash or memory mode). The page stays;
 * once signed in, the element and every other element of the page pick up the shared session. Loaded
 * lazily by its hosts, like `<platon-auth>`.
 *
 * @example
 * const SignInInPlace = lazy(() => import('../src/auth/SignInInPlace').then((m) => ({ default: m.SignInInPlace })));
 * {access === 'sign-in' ? <SignInInPlace runtime={runtime} /> : content}
 */
export function SignInInPlace({ runtime }: { runtime: PlatonRuntime }) {
  return <AuthApp runtime={runtime} inPlace />;
}

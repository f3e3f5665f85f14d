import { lazy, Suspense } from 'react';
import type { PlatonRuntime } from '../../src/core/runtime/platonRuntime';
import { PageLoading } from '../../src/page/PageLoading';

// The sign-in code is its own chunk, as for <platon-auth>: visitors with a session never load it.
const SignInInPlace = lazy(() => import('../../src/auth/SignInInPlace').then((m) => ({ default: m.SignInInPlace })));

/**
 * The sign-in form a standalone element shows inside itself when it needs a session and no `login-url` is
 * set (usePageAccess' `sign-in`).
 *
 * @example
 * if (access === 'sign-in') return <ElementSignIn runtime={runtime} />;
 */
export function ElementSignIn({ runtime }: { runtime: PlatonRuntime }) {
  return (
    <Suspense fallback={<PageLoading runtime={runtime} />}>
      <SignInInPlace runtime={runtime} />
    </Suspense>
  );
}

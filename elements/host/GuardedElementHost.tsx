import { Suspense, type ReactNode } from 'react';
import type { ConfigAttributes } from '../../src/core/config/platonConfig';
import { getRuntime } from '../../src/core/runtime/platonRuntime';
import { PageErrorView } from '../../src/page/PageErrorView';
import { PageLoading } from '../../src/page/PageLoading';
import { usePageAccess } from '../../src/page/usePageAccess';
import { ElementErrorBoundary } from '../../src/ui/ElementErrorBoundary';
import { useTranslator } from '../../src/ui/useTranslator';
import { ElementSignIn } from './ElementSignIn';
import { RuntimeGate } from './RuntimeGate';

export interface GuardedElementHostProps {
  /** The element's configuration attributes (api-base, locale...), applied to the page's runtime first. */
  config: ConfigAttributes;
  /** Runs once as the element connects: it starts its lazy chunk and prefetches; returns the chunk's load (see RuntimeGate). */
  onStart?: () => Promise<unknown> | void;
  /** A public element needs no sign-in. */
  isPublic: boolean;
  /** What the element shows, for the error boundary's log: 'table', 'form'. */
  what: string;
  /** The error the view throws without a name, and the catalogue key of the text then shown. */
  nameRequiredError: string;
  nameRequiredText: string;
  /** The element's name: a new name clears a failure shown for the old one. */
  name: string;
  /** The view, a lazy chunk: it shows once the visitor may see it. */
  children: ReactNode;
}

/**
 * The one host of the elements that show one server-defined thing to a signed-in user (`<platon-table>`,
 * `<platon-form>`): the runtime gate, then the access guard (a sign-in form where the element may sign in,
 * 401 once signed out, a spinner while the session is settled), then an error boundary that keeps the host
 * page alive and a spinner while the view's chunk loads.
 *
 * @example
 * <GuardedElementHost config={config} onStart={start} isPublic={false} what="table" nameRequiredError={TABLE_NAME_REQUIRED}
 *   nameRequiredText="Жадвал номи кўрсатилмаган" name={name}>
 *   <TableElement runtime={runtime} name={name} isPublic={false} />
 * </GuardedElementHost>
 */
export function GuardedElementHost({ config, onStart, ...guard }: GuardedElementHostProps) {
  return (
    <RuntimeGate runtime={getRuntime()} config={config} onStart={onStart} publicOnly={guard.isPublic}>
      <AccessGuard {...guard} />
    </RuntimeGate>
  );
}

function AccessGuard(props: Omit<GuardedElementHostProps, 'config' | 'onStart'>) {
  const runtime = getRuntime();
  const t = useTranslator(runtime.i18n);
  const access = usePageAccess(runtime, props.isPublic);
  if (access === 'sign-in') return <ElementSignIn runtime={runtime} />;
  if (access === 'signed-out') return <PageErrorView runtime={runtime} status={401} />;
  if (access !== 'allowed') return <PageLoading runtime={runtime} />;
  return (
    <ElementErrorBoundary
      what={props.what}
      nameRequiredError={props.nameRequiredError}
      texts={{ nameRequired: t(props.nameRequiredText), failed: t('Хатолик') }}
      resetKey={props.name}
    >
      <Suspense fallback={<PageLoading runtime={runtime} />}>{props.children}</Suspense>
    </ElementErrorBoundary>
  );
}

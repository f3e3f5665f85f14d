import { lazy, Suspense } from 'react';
import { dispatchElementEvent } from '../src/core/elements/dispatchElementEvent';
import type { ElementProps } from '../src/core/elements/ElementApi';
import { PLATON_PAGE_API } from '../src/core/elements/platonPageApi';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { defineElement } from './host/defineElement';
import { ElementSignIn } from './host/ElementSignIn';
import { RuntimeGate } from './host/RuntimeGate';

const PageElement = lazy(() => import('../src/page/PageElement').then((m) => ({ default: m.PageElement })));

interface PlatonPageProps extends ElementProps<typeof PLATON_PAGE_API> {
  /** Set by r2wc: the element's shadow root. */
  container?: ShadowRoot;
}

/**
 * `<platon-page name>`: one server-defined page (docs/behaviour.md §6).
 *
 * Attributes (`name`, `public` and the shared configuration), the `platon-page-loaded` event and parts:
 * src/core/elements/platonPageApi.ts. The host document's query string is the page's route query.
 *
 * @example
 * <platon-page name="dashboard"></platon-page>
 * <platon-page public name="about"></platon-page>
 */
function PlatonPage({ name, public: isPublic, container, ...config }: PlatonPageProps) {
  const runtime = getRuntime();
  return (
    <RuntimeGate runtime={runtime} config={config} publicOnly={isPublic}>
      <Suspense fallback={null}>
        <PageElement
          runtime={runtime}
          name={name ?? ''}
          isPublic={isPublic}
          onShown={(shown) => dispatchElementEvent(container ?? null, PLATON_PAGE_API, 'platon-page-loaded', { name: shown })}
          signIn={<ElementSignIn runtime={runtime} />}
        />
      </Suspense>
    </RuntimeGate>
  );
}

export function definePlatonPage(): void {
  defineElement(PLATON_PAGE_API, PlatonPage);
}

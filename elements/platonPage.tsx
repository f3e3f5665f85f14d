import { lazy, Suspense } from 'react';
import type { ConfigAttributes } from '../src/core/config/platonConfig';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { defineElement } from './host/defineElement';
import { ElementSignIn } from './host/ElementSignIn';
import { RuntimeGate } from './host/RuntimeGate';

const PageElement = lazy(() => import('../src/page/PageElement').then((m) => ({ default: m.PageElement })));

interface PlatonPageProps extends ConfigAttributes {
  name?: string;
  public?: boolean;
  /** Set by r2wc: the element's shadow root. */
  container?: ShadowRoot;
}

/**
 * `<platon-page name>`: one server-defined page (SPEC §2.6).
 *
 * Attributes: `name` (the page; changing it opens another page, and the old page's styles go 2.5 s later),
 * `public` (no sign-in: the page is read from `public/pages/{name}`), and the shared configuration
 * attributes (see `<platon-app>`). The host document's query string is the page's route query. Without a
 * session a non-public page sends the visitor to `login-url` with `next`, as `<platon-app>` does.
 * Events: `platon:OnPageOpened` (detail `{ name }`) on `window` once a page shows.
 *
 * @example
 * <platon-page name="dashboard"></platon-page>
 * <platon-page public name="about"></platon-page>
 */
function PlatonPage({ name, public: publicProp, container, ...config }: PlatonPageProps) {
  const runtime = getRuntime();
  // r2wc parses only non-empty attribute values, so a bare `public` arrives as undefined: read its presence.
  const isPublic = publicProp ?? Boolean(container?.host.hasAttribute('public'));
  return (
    <RuntimeGate runtime={runtime} config={config}>
      <Suspense fallback={null}>
        <PageElement runtime={runtime} name={name ?? ''} isPublic={isPublic}
          onShown={(shown) => dispatchElementEvent(container ?? null, PLATON_PAGE_API, 'platon-page-loaded', { name: shown })}
          signIn={<ElementSignIn runtime={runtime} />} />
      </Suspense>
    </RuntimeGate>
  );
}

export function definePlatonPage(): void {
  defineElement('platon-page', PlatonPage, { ...CONFIG_ATTRIBUTES, name: 'string', public: 'boolean' });
}

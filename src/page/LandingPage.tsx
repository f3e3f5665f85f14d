import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import type { PageLinks } from './PageLinks';
import type { PageQuery } from './PageScriptContext';
import { PageView } from './PageView';

const NO_QUERY: PageQuery = {};

/**
 * The visitors' home (docs/behaviour.md §1: home when nobody is signed in shows the landing page from `public/main`),
 * rendered by the same machinery as every dynamic page. Its sign-in link is marked as a route of the app
 * (`<a data-platon-link href="/login">`), so it reaches the configured sign-in wherever the app lives.
 *
 * @example
 * {signedIn ? <HomeRedirect /> : <LandingPage runtime={runtime} />}
 */
export function LandingPage({ runtime, onHome, links }: { runtime: PlatonRuntime; onHome?: () => void; links?: PageLinks }) {
  return <PageView runtime={runtime} path="public/main" query={NO_QUERY} onHome={onHome} links={links} />;
}

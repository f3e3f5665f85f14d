import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import type { PageQuery } from './PageScriptContext';
import { PageView } from './PageView';

const NO_QUERY: PageQuery = {};

/**
 * The visitors' home (SPEC §2.2: home when nobody is signed in shows the landing page from `public/main`),
 * rendered by the same machinery as every dynamic page.
 *
 * @example
 * {signedIn ? <HomeRedirect /> : <LandingPage runtime={runtime} />}
 */
export function LandingPage({ runtime, onHome }: { runtime: PlatonRuntime; onHome?: () => void }) {
  return <PageView runtime={runtime} path="public/main" query={NO_QUERY} onHome={onHome} />;
}

import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import type { PageLinks } from './PageLinks';
import { pageRequestPath } from './pageRequestPath';
import type { PageQuery } from './PageScriptContext';
import { PageView } from './PageView';

export interface DynamicPageProps {
  runtime: PlatonRuntime;
  /** The page's name, as in `/pages/{name}`. A new name loads that page; the old one's styles linger 2.5 s. */
  name: string;
  /** The route's query, sent with the definition request (docs/behaviour.md §6) and given to the page's scripts. */
  query?: PageQuery;
  /** `/public/pages/{name}`: loaded without a token from `public/pages/{name}`. */
  isPublic?: boolean;
  /** Where the error view's home button goes; by default the configured base path. */
  onHome?: () => void;
  /** Called with the page's name once it shows. */
  onShown?: (name: string) => void;
  /** Where the page's marked links go (`data-platon-link`); default the routes of the app at `app-url`. */
  links?: PageLinks;
}

const NO_QUERY: PageQuery = {};

/**
 * A server-defined page (docs/behaviour.md §1 `/pages/{name}` and `/public/pages/{name}`, §6). The caller guards the
 * route (a non-public page needs a signed-in session); this view loads, renders, reports and cleans up.
 *
 * @example
 * <DynamicPage runtime={runtime} name={params.name} query={route.query} onHome={() => router.navigate('/')} />
 */
export function DynamicPage({ runtime, name, query = NO_QUERY, isPublic = false, onHome, onShown, links }: DynamicPageProps) {
  return (
    <PageView runtime={runtime} path={pageRequestPath(name, isPublic)} query={query} onHome={onHome} onShown={onShown} links={links} />
  );
}

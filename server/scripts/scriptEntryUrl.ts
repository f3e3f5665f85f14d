import { isScriptUrl } from './isScriptUrl';
import { scriptHash } from './scriptHash';

/**
 * A stored script entry as the module URL a definition carries: a stored URL as it is, stored source text as
 * `{base}{sha256}.js`, relative to the API base (the element resolves it against its `api-base`), which a
 * script route of the same base serves. Scripts run as modules from our own origin, so everything keeps
 * working under a strict `script-src 'self'` policy.
 *
 * @example
 * scriptEntryUrl('export default ({ root }) => {}', 'forms/appeals/scripts/'); // 'forms/appeals/scripts/3f…e1.js'
 * scriptEntryUrl('/static/chart.js', 'forms/appeals/scripts/'); // '/static/chart.js'
 */
export function scriptEntryUrl(entry: string, base: string): string {
  return isScriptUrl(entry) ? entry : `${base}${scriptHash(entry)}.js`;
}

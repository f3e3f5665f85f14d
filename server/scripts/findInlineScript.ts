import { isScriptUrl } from './isScriptUrl';
import { scriptHash } from './scriptHash';

/**
 * The entry among `entries` that is source text whose SHA-256 is `hash`, or null (a URL entry is never
 * served: the browser loads it from where it names).
 *
 * @example
 * findInlineScript(['/static/a.js', 'export default () => {}'], scriptHash('export default () => {}')); // 'export default () => {}'
 */
export function findInlineScript(entries: Iterable<string | null | undefined>, hash: string): string | null {
  for (const entry of entries) if (entry && !isScriptUrl(entry) && scriptHash(entry) === hash) return entry;
  return null;
}

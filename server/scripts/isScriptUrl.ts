/**
 * Whether a stored script entry (a page component's `scripts` entry, a form element's or project component's
 * `js`) is a module URL (kept as is) rather than module source text (served by the script routes). A URL
 * is one token starting with `https://`, `http://` or a single `/`; `//…` and `/*…` are excluded because
 * source text may start with a comment.
 *
 * @example
 * isScriptUrl('/static/chart.js'); // true
 * isScriptUrl('export default ({ root }) => {}'); // false
 */
export function isScriptUrl(entry: string): boolean {
  return /^(https?:\/\/|\/(?![/*]))\S*$/.test(entry);
}

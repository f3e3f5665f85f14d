/** The keyword sources of CSP that make sense in frame-ancestors, written bare or quoted. */
const KEYWORDS = new Set(['self', 'none']);
/** A scheme-and-host source: `https://portal.example.uz`, `https://*.example.uz`, `http://localhost:8081`. */
const HOST_SOURCE = /^(https?:\/\/)(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?\/?$/i;

/**
 * PLATON_FRAME_ANCESTORS: who may show the server's own pages in a frame, as CSP `frame-ancestors` sources
 * separated by commas or spaces: `'self'` (the default), `'none'`, or origins (a `*.` host wildcard is
 * allowed, as CSP allows it). A malformed source stops the start rather than being dropped by browsers.
 *
 * @example
 * parseFrameAncestors(undefined); // ["'self'"]
 * parseFrameAncestors("self, https://portal.example.uz"); // ["'self'", 'https://portal.example.uz']
 */
export function parseFrameAncestors(raw: string | undefined, name = 'PLATON_FRAME_ANCESTORS'): string[] {
  const items = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  if (!items.length) return ["'self'"];
  const sources = items.map((item) => {
    const keyword = item.replace(/^'(.*)'$/, '$1').toLowerCase();
    if (KEYWORDS.has(keyword)) return `'${keyword}'`;
    if (HOST_SOURCE.test(item)) return item.replace(/\/$/, '').toLowerCase();
    throw new Error(`${name} must list 'self', 'none' or origins like https://portal.example.uz, got "${item}"`);
  });
  if (sources.includes("'none'") && sources.length > 1) throw new Error(`${name}: 'none' cannot be combined with other sources`);
  return sources;
}

/**
 * PLATON_CORS_ORIGINS: comma-separated exact origins (scheme, host and an optional port), normalised the way
 * browsers send them in `Origin` (lower-case host, default port left out). Anything that is not one origin
 * stops the start: a path, a query, user info, `*` or `null` would silently allow more, or nothing.
 *
 * @example
 * parseCorsOrigins('https://Portal.example.uz, http://localhost:5173/'); // ['https://portal.example.uz', 'http://localhost:5173']
 * parseCorsOrigins('*'); // throws
 */
export function parseCorsOrigins(raw: string | undefined, name = 'PLATON_CORS_ORIGINS'): string[] {
  const origins = new Set<string>();
  for (const item of (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const url = URL.canParse(item) ? new URL(item) : null;
    const exact =
      url &&
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !item.includes('*') &&
      // A trailing slash is tolerated (people copy addresses); a path, query or fragment is not.
      /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+\/?$/i.test(item);
    if (!exact) {
      throw new Error(
        `${name} must list exact origins like https://portal.example.uz (scheme, host and port; no path, no *), got "${item}"`,
      );
    }
    origins.add(url.origin);
  }
  return [...origins];
}

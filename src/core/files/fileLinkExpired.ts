/** Seconds before its `exp` that a link is taken as gone: a download or a preview must get to the server in time. */
const MARGIN_SECONDS = 30;

/**
 * Whether a signed file address (`…?exp=…&sig=…`, docs/files.md) is past its expiry, or about to be. An
 * address without `exp` is not a signed link and never expires here.
 *
 * @example
 * fileLinkExpired('/api/uploads/files/3f2a…?exp=1767225600&sig=Qm9v'); // true after 31.12.2025 23:59:30 UTC
 */
export function fileLinkExpired(href: string, now = Date.now()): boolean {
  const exp = /[?&]exp=(\d+)(?:&|#|$)/.exec(href)?.[1];
  return exp !== undefined && Number(exp) - MARGIN_SECONDS <= now / 1000;
}

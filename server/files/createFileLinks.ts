import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed link's `exp` and `sig` say about it (FileLinks.check). */
export type FileLinkCheck = 'valid' | 'expired' | 'invalid';

export interface FileLinks {
  /**
   * `uploads/{kind}/{id}?exp=…&sig=…`, relative to the API base: an address of the body that works without a
   * session (an <img src>, a link opened in a new tab) until `exp`.
   */
  urlOf(file: { id: string; kind: 'files' | 'images' }, now?: number): string;
  /** When a link signed at `now` stops working (epoch milliseconds). */
  expiresAt(now?: number): number;
  /** Whether `exp` and `sig` of a request are a link this server signed for `id`, and whether it still works. */
  check(id: string, exp: unknown, sig: unknown, now?: number): FileLinkCheck;
}

/**
 * Links expire at the second step boundary after they are signed, so between one and two steps later: every
 * answer within one step carries the same address for a file, which lets the browser reuse what it cached
 * (a thumbnail drawn again, a record read again) instead of downloading the body once per answer.
 */
export const FILE_LINK_STEP_SECONDS = 15 * 60;
const SIGNATURE_BYTES = 16;

/**
 * Signs and checks short-lived links to stored files (docs/files.md). The signature is an HMAC-SHA256 over
 * the file id and the expiry, under a key derived from the server's JWT secret for this one purpose: every
 * instance sharing the secret accepts the others' links, and a link cannot pass for a token or the reverse.
 * A link names one file: its signature is worth nothing for another id.
 *
 * @example
 * const links = createFileLinks(jwtSecret);
 * links.urlOf({ id, kind: 'images' }); // 'uploads/images/3f2a…?exp=1767225600&sig=Qm9v…'
 * links.check(id, '1767225600', 'Qm9v…'); // 'valid' until then, 'expired' after
 */
export function createFileLinks(secret: Uint8Array): FileLinks {
  const key = createHmac('sha256', secret).update('platon file links v1').digest();
  const signature = (id: string, exp: number) =>
    createHmac('sha256', key).update(`${id}\n${exp}`).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');
  const expiry = (now: number) => (Math.floor(now / 1000 / FILE_LINK_STEP_SECONDS) + 2) * FILE_LINK_STEP_SECONDS;
  return {
    urlOf(file, now = Date.now()) {
      const id = file.id.toLowerCase();
      const exp = expiry(now);
      return `uploads/${file.kind}/${encodeURIComponent(id)}?exp=${exp}&sig=${signature(id, exp)}`;
    },
    expiresAt: (now = Date.now()) => expiry(now) * 1000,
    check(id, exp, sig, now = Date.now()) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return 'invalid';
      const expected = Buffer.from(signature(id.toLowerCase(), Number(exp)));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      const seconds = now / 1000;
      // One of ours never reaches further than two steps: a later one was not made by this code.
      if (Number(exp) > seconds + 2 * FILE_LINK_STEP_SECONDS) return 'invalid';
      return Number(exp) > seconds ? 'valid' : 'expired';
    },
  };
}

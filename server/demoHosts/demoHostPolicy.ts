import { contentSecurityPolicy } from '../http/contentSecurityPolicy';

/** The host app whose page is held to the strictest policy (demo/hosts/csp/). */
export const STRICT_HOST = 'csp';

/**
 * The Content-Security-Policy of a demo host app's files. Every host gets a policy without 'unsafe-inline'
 * or 'unsafe-eval', since none of their frameworks needs one as built (Vue's runtime-only build, Angular
 * compiled ahead of time): the server's own policy plus Platon's origin when the host is on another one.
 * The strict host starts from nothing (`default-src 'none'`) and allows scripts, styles, images and calls
 * only from its own origin and Platon's (fonts too: the elements' icon fonts are files under /platon/).
 *
 * @example
 * demoHostPolicy('csp', 'http://127.0.0.1:8080');
 * // "default-src 'none'; script-src 'self' http://127.0.0.1:8080; style-src 'self' http://127.0.0.1:8080; ..."
 */
export function demoHostPolicy(host: string, platonOrigin: string | null): string {
  const platon = platonOrigin ? [platonOrigin] : [];
  if (host !== STRICT_HOST) {
    return contentSecurityPolicy({ scriptSrc: platon, styleSrc: platon, imgSrc: platon, fontSrc: platon, connectSrc: platon });
  }
  const own = ["'self'", ...platon];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', own],
    ['style-src', own],
    ['img-src', [...own, 'data:', 'blob:']],
    // The elements' icon fonts are files beside their chunks (src/ui/icons/fontAwesomeSet.ts).
    ['font-src', own],
    ['connect-src', own],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

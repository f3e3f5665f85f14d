import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from './contentSecurityPolicy';

export interface HtmlSecurityOptions {
  /** CSP frame-ancestors sources (PLATON_FRAME_ANCESTORS); default `'self'`. */
  frameAncestors?: readonly string[];
}

/**
 * Every HTML answer of the server (the app and sign-in pages, the history-mode fallback, the demo's example
 * pages) carries the strict policy of contentSecurityPolicy, unless its route set a policy of its own (the
 * demo OpenID provider, demo host apps). X-Frame-Options is added only where it can say the same thing as
 * frame-ancestors ('self' or 'none'): a list of origins has no X-Frame-Options form, and a contradicting one
 * would make older browsers refuse a framing the configuration allows.
 *
 * @example
 * registerHtmlSecurityHeaders(app, { frameAncestors: ["'self'", 'https://portal.example.uz'] });
 */
export function registerHtmlSecurityHeaders(app: FastifyInstance, options: HtmlSecurityOptions = {}): void {
  const frameAncestors = options.frameAncestors?.length ? options.frameAncestors : ["'self'"];
  const policy = contentSecurityPolicy({ frameAncestors });
  const frameOptions =
    frameAncestors.length !== 1 ? null : frameAncestors[0] === "'self'" ? 'SAMEORIGIN' : frameAncestors[0] === "'none'" ? 'DENY' : null;
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!/^text\/html\b/i.test(String(reply.getHeader('content-type') ?? '')) || reply.hasHeader('content-security-policy')) return payload;
    reply.header('content-security-policy', policy);
    if (frameOptions) reply.header('x-frame-options', frameOptions);
    return payload;
  });
}

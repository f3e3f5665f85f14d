import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie of the session mode "cookie" (PLATON_SESSION_COOKIE): the refresh token, out of scripts' reach. */
export const REFRESH_COOKIE = 'platon_refresh';
/** Sent only to the auth calls (refresh, sign-in), never to the rest of the API or the pages. */
const COOKIE_PATH = '/api/auth/';

/** How the server runs the cookie mode; null in AppContext when the refresh token travels in JSON (docs/behaviour.md §2). */
export interface SessionCookieSettings {
  /** The refresh token's lifetime: the cookie expires with it (the project settings' session lifetime when set). */
  maxAgeSeconds: number;
  /** Secure even on plain HTTP requests (PLATON_PUBLIC_URL is https, TLS ends at a proxy). */
  secure: boolean;
}

/**
 * Sets (or, with `token` null, clears) the refresh cookie: HttpOnly so no script of a host page reads it,
 * SameSite=Strict so no other site's request carries it, Secure on https.
 *
 * @example
 * setRefreshCookie(reply, request, session.refreshToken, context.sessionCookie);
 */
export function setRefreshCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  token: string | null,
  settings: SessionCookieSettings,
): void {
  const attributes = [
    `${REFRESH_COOKIE}=${token ?? ''}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${token ? settings.maxAgeSeconds : 0}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (settings.secure || request.protocol === 'https') attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
}

/** The refresh token of the request's cookie, or null. */
export function readRefreshCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE) return value.join('=') || null;
  }
  return null;
}

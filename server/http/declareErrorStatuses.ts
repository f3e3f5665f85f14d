import type { FastifyInstance } from 'fastify';

const ERROR = { $ref: 'ErrorResponse#' };
/** What any API operation may answer: a malformed request, and a failure of ours. */
const EVERY_ROUTE = [400, 500] as const;
/** Node's HTTP parser answers these before any route runs, so every operation can get them too. */
const BEFORE_ROUTING = [414, 431] as const;
/** Operations that read a body: too large, or of a type no parser of ours reads. */
const WITH_BODY = [413, 415] as const;

/**
 * Declares on every API operation the error statuses the server can send for it whatever its handler does,
 * each with the error body (`ErrorResponse`), unless the route declares that status itself. The OpenAPI
 * document then lists every status a client can meet (issue 16). Must be applied before routes are added.
 */
export function declareErrorStatuses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    if (!schema || schema.hide || !route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const readsBody = methods.some((method) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS');
    const statuses = [...EVERY_ROUTE, ...BEFORE_ROUTING, ...(readsBody ? WITH_BODY : [])];
    const response = { ...(schema.response as Record<string, unknown> | undefined) };
    for (const status of statuses) response[status] ??= ERROR;
    // A signed-in call can also meet the account's gates: a temporary password to change, or a one-time code
    // an administrator made required (403 PASSWORD_CHANGE_REQUIRED / OTP_SETUP_REQUIRED, createAuthenticate).
    if (response[401]) response[403] ??= ERROR;
    schema.response = response;
  });
}

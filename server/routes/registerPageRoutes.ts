import type { FastifyInstance } from 'fastify';
import { errorResponseRef } from '../../src/core/api/errorResponseSchema';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { findPageScript } from '../pages/findPageScript';
import { loadStoredPage } from '../pages/loadStoredPage';
import { pageFileLinks } from '../pages/pageFileLinks';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { MODULE_SCRIPT_RESPONSE, SCRIPT_FILE_PARAM, scriptFileHash, sendModuleScript } from '../scripts/scriptFileRoute';

const NOT_FOUND = 'Саҳифа топилмади';
const FORBIDDEN = 'Бу саҳифа кўришга рўхсат берилмаган';

const nameParams = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['name'],
} as const;

/** Any query is the page's: values are strings, repeated keys arrays of strings. */
// `properties: {}` keeps the OpenAPI generator from taking the schema's own keywords for parameter names.
const routeQuery = {
  type: 'object',
  properties: {},
  additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
} as const;

const definitionResponse = dataEnvelope({ $ref: 'PageDefinition#' });

/**
 * Dynamic pages (docs/behaviour.md §6, §11 `GET pages/{name}`):
 * - `GET /pages/{name}` for signed-in users; 403 when the page names a permission the user lacks;
 * - `GET /public/pages/{name}` without sign-in, for pages flagged is_public that require no permission;
 * - `GET /pages/{name}/scripts/{sha256}.js`, the inline scripts of a definition as ES modules. They are
 *   served from our own origin so pages run under a `script-src 'self'` CSP; the content hash stands in for
 *   the bearer token a module `import()` cannot send (see scriptHash).
 * The route query reaches the page as `data.query` (see loadStoredPage).
 */
export function registerPageRoutes(server: FastifyInstance, context: AppContext): void {
  const app = contractRoutes(server);
  const { db } = context;

  app.get(
    '/pages/:name',
    {
      preHandler: createAuthenticate(context),
      schema: {
        tags: ['pages'],
        summary: 'Dynamic page definition; the query is passed to the page as data.query',
        security: [{ bearerAuth: [] }],
        params: nameParams,
        querystring: routeQuery,
        headers: { type: 'object', properties: { authorization: { type: 'string' } } },
        response: { 200: definitionResponse, 401: errorResponseRef, 403: errorResponseRef, 404: errorResponseRef },
      },
    },
    async (request, reply) => {
      const page = await loadStoredPage(db, request.params.name, request.query);
      if (!page) return sendError(reply, 404, NOT_FOUND);
      const permissions = Array.isArray(request.auth!.user.permissions) ? request.auth!.user.permissions : [];
      if (page.permission && !permissions.includes(page.permission)) return sendError(reply, 403, FORBIDDEN);
      return { data: pageFileLinks(page.definition, context.fileLinks) };
    },
  );

  app.get(
    '/public/pages/:name',
    {
      schema: {
        tags: ['pages'],
        summary: 'Public dynamic page definition (is_public pages only); no sign-in',
        params: nameParams,
        querystring: routeQuery,
        response: { 200: definitionResponse, 404: errorResponseRef },
      },
    },
    async (request, reply) => {
      const page = await loadStoredPage(db, request.params.name, request.query);
      // A page that wants a permission is never anonymous, whatever its public flag says; and a private page
      // answers exactly like a missing one, so its name is not confirmed to visitors.
      if (!page || !page.isPublic || page.permission) return sendError(reply, 404, NOT_FOUND);
      return { data: pageFileLinks(page.definition, context.fileLinks) };
    },
  );

  app.get(
    '/pages/:name/scripts/:file',
    {
      schema: {
        tags: ['pages'],
        summary: 'An inline page script as an ES module, addressed by the SHA-256 of its text',
        description: 'No bearer token: module imports cannot send one; the hash is only known from the definition.',
        params: {
          type: 'object',
          properties: { name: nameParams.properties.name, file: SCRIPT_FILE_PARAM },
          required: ['name', 'file'],
        },
        response: { 200: MODULE_SCRIPT_RESPONSE, 404: errorResponseRef },
      },
    },
    async (request, reply) => {
      const source = await findPageScript(db, request.params.name, scriptFileHash(request.params.file));
      if (source === null) return sendError(reply, 404, NOT_FOUND);
      return sendModuleScript(reply, source);
    },
  );
}

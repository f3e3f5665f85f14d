import type { FastifyInstance } from 'fastify';
import type { FormElementMeta } from '../../src/core/api/formMeta';
import type { AppContext } from '../AppContext';
import { formDefinitionCache } from '../forms/formDefinitionCache';
import { sendError } from '../http/sendError';
import { findInlineScript } from '../scripts/findInlineScript';
import { MODULE_SCRIPT_RESPONSE, SCRIPT_FILE_PARAM, scriptFileHash, sendModuleScript } from '../scripts/scriptFileRoute';
import { storedComponentScripts } from '../settings/projectComponents';

// A script is a file the browser loads; nobody reads this text but a developer's network panel.
const NOT_FOUND = 'Файл топилмади';
const errorResponse = { $ref: 'ErrorResponse#' };
const description = 'No bearer token: module imports cannot send one; the hash is only known from the definition.';

/**
 * The inline scripts of form elements and project components as ES modules (docs/behaviour.md §2 Form element `js`,
 * Project info `components`), beside the page scripts of registerPageRoutes and on the same terms: served
 * from our own origin, so they run under a `script-src 'self'` policy, addressed by the SHA-256 of their text,
 * which stands in for the bearer token a module `import()` cannot send:
 * - `GET /forms/{name}/scripts/{sha256}.js`: a script of one of the form's elements (public forms too);
 * - `GET /components/scripts/{sha256}.js`: a script of a project component (a column's header component).
 *
 * @example
 * registerScriptRoutes(api, context);
 */
export function registerScriptRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get<{ Params: { name: string; file: string } }>(
    '/forms/:name/scripts/:file',
    {
      schema: {
        tags: ['forms'],
        summary: "A form element's inline script as an ES module, addressed by the SHA-256 of its text",
        description,
        params: {
          type: 'object',
          properties: { name: { type: 'string', minLength: 1, maxLength: 200 }, file: SCRIPT_FILE_PARAM },
          required: ['name', 'file'],
        },
        response: { 200: MODULE_SCRIPT_RESPONSE, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const form = await formDefinitionCache.load(db, request.params.name);
      const source = form && findInlineScript(elementScripts(form.elements), scriptFileHash(request.params.file));
      if (!source) return sendError(reply, 404, NOT_FOUND);
      return sendModuleScript(reply, source);
    },
  );

  app.get<{ Params: { file: string } }>(
    '/components/scripts/:file',
    {
      schema: {
        tags: ['project'],
        summary: "A project component's inline script as an ES module, addressed by the SHA-256 of its text",
        description,
        params: { type: 'object', properties: { file: SCRIPT_FILE_PARAM }, required: ['file'] },
        response: { 200: MODULE_SCRIPT_RESPONSE, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const row = await db.selectFrom('project_settings').select('value').where('key', '=', 'components').executeTakeFirst();
      const source = findInlineScript(storedComponentScripts(row?.value), scriptFileHash(request.params.file));
      if (!source) return sendError(reply, 404, NOT_FOUND);
      return sendModuleScript(reply, source);
    },
  );
}

function* elementScripts(elements: readonly FormElementMeta[]): Generator<string | null | undefined> {
  for (const element of elements) {
    yield element.js;
    if (element.children) yield* elementScripts(element.children);
  }
}

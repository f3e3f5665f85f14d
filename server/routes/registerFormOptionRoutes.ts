import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../src/core/api/errorResponseSchema';
import { formOptionRef } from '../../src/core/api/formMeta';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { formAccess } from '../forms/formAccess';
import { ELEMENT_NOT_FOUND } from '../forms/formErrorTexts';
import { formOptionsPage } from '../forms/formOptionsPage';
import { AUTH_HEADERS, BEARER, FORM_TAGS, OPTIONS_PAGE_PARAMS, OPTIONS_PAGE_QUERY } from '../forms/formRouteSchemas';
import { formSuggestions } from '../forms/formSuggestions';
import { requireFormSource } from '../forms/runtimeForm';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { dataEnvelope } from '../schemas/dataEnvelope';

const pageResponse = {
  200: dataEnvelope({ type: 'array', items: formOptionRef }),
  ...errorResponses(401, 403, 404),
};

/**
 * The option calls of form controls:
 * - `GET /forms/paginate-element/{formName}/{elementId}?search&recordId&page` (docs/behaviour.md §11): a page of a
 *   scroll_select's options; with recordId page 1 starts with the record's selected options;
 * - `GET /public/forms/paginate-element/...`: the same for public forms without sign-in, where recordId is
 *   ignored (anonymous callers read no records);
 * - `GET /suggestions/{formName}/{dataField}?text=`: values of the field's column containing the text, for
 *   elements whose suggestionsUrl points here; signed-in only.
 * All need the form's permission (403) and answer 404 for a form or element that is not there.
 *
 * @example
 * registerFormOptionRoutes(api, context);
 */
export function registerFormOptionRoutes(server: FastifyInstance, context: AppContext): void {
  const app = contractRoutes(server);
  const { db } = context;
  const authenticate = createAuthenticate(context);
  const permissionsOf = (request: FastifyRequest) => {
    const { permissions } = request.auth!.user;
    return Array.isArray(permissions) ? (permissions as string[]) : [];
  };

  /** A scroll select's page, signed in (`doc` adds the security) or anonymous (recordId ignored). */
  const pageRoute = (url: string, anonymous: boolean, doc: { summary: string; security?: typeof BEARER; headers?: typeof AUTH_HEADERS }) =>
    app.get(
      url,
      {
        ...(anonymous ? {} : { preHandler: authenticate }),
        schema: { tags: FORM_TAGS, ...doc, params: OPTIONS_PAGE_PARAMS, querystring: OPTIONS_PAGE_QUERY, response: pageResponse },
      },
      async (request, reply) => {
        const { formName, elementId } = request.params;
        const access = await formAccess(db, formName, anonymous ? null : permissionsOf(request));
        if (!('form' in access)) return sendError(reply, access.status, access.message);
        const { form } = access;
        const recordId = anonymous ? null : (request.query.recordId ?? null);
        const options = await formOptionsPage(db, form, recordId === null ? null : requireFormSource(form), elementId, {
          search: request.query.search,
          page: request.query.page,
          recordId,
        });
        if (!options) return sendError(reply, 404, ELEMENT_NOT_FOUND);
        return { data: options };
      },
    );

  pageRoute('/forms/paginate-element/:formName/:elementId', false, {
    security: BEARER,
    headers: AUTH_HEADERS,
    summary: 'One page of a scroll select’s options (page size: the element’s limit, default 20)',
  });
  pageRoute('/public/forms/paginate-element/:formName/:elementId', true, {
    summary: 'One page of a public form’s scroll select options (no sign-in; recordId ignored)',
  });

  app.get(
    '/suggestions/:formName/:dataField',
    {
      preHandler: authenticate,
      schema: {
        tags: FORM_TAGS,
        security: BEARER,
        headers: AUTH_HEADERS,
        summary: 'Up to 10 distinct values of a field containing the text (docs/behaviour.md §11 suggestions)',
        params: {
          type: 'object',
          properties: {
            formName: { type: 'string', minLength: 1, maxLength: 200 },
            dataField: { type: 'string', minLength: 1, maxLength: 200 },
          },
          required: ['formName', 'dataField'],
        },
        querystring: { type: 'object', properties: { text: { type: 'string', maxLength: 200, default: '' } } },
        response: {
          200: dataEnvelope({ type: 'array', items: { type: 'string' } }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { formName, dataField } = request.params;
      const access = await formAccess(db, formName, permissionsOf(request));
      if (!('form' in access)) return sendError(reply, access.status, access.message);
      const suggestions = await formSuggestions(db, access.form, requireFormSource(access.form), dataField, request.query.text);
      if (!suggestions) return sendError(reply, 404, ELEMENT_NOT_FOUND);
      return { data: suggestions };
    },
  );
}

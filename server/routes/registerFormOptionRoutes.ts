import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { formAccess } from '../forms/formAccess';
import { ELEMENT_NOT_FOUND } from '../forms/formErrorTexts';
import { formOptionsPage } from '../forms/formOptionsPage';
import { AUTH_HEADERS, BEARER, ERROR_RESPONSE, FORM_TAGS, OPTIONS_PAGE_PARAMS, OPTIONS_PAGE_QUERY } from '../forms/formRouteSchemas';
import { formSuggestions } from '../forms/formSuggestions';
import { requireFormSource } from '../forms/runtimeForm';
import { sendError } from '../http/sendError';
import { dataEnvelope } from '../schemas/dataEnvelope';

type PageRoute = { Params: { formName: string; elementId: number }; Querystring: { search: string; recordId?: string; page: number } };
type SuggestionsRoute = { Params: { formName: string; dataField: string }; Querystring: { text: string } };

const pageResponse = {
  200: dataEnvelope({ type: 'array', items: { $ref: 'FormOption#' } }),
  401: ERROR_RESPONSE,
  403: ERROR_RESPONSE,
  404: ERROR_RESPONSE,
};

/**
 * The option calls of form controls:
 * - `GET /forms/paginate-element/{formName}/{elementId}?search&recordId&page` (SPEC §7): a page of a
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
export function registerFormOptionRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const authenticate = createAuthenticate(context);
  const permissionsOf = (request: FastifyRequest) => {
    const { permissions } = request.auth!.user;
    return Array.isArray(permissions) ? (permissions as string[]) : [];
  };

  const page = (anonymous: boolean) => async (request: FastifyRequest<PageRoute>, reply: FastifyReply) => {
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
  };

  app.get<PageRoute>(
    '/forms/paginate-element/:formName/:elementId',
    {
      preHandler: authenticate,
      schema: {
        tags: FORM_TAGS,
        security: BEARER,
        headers: AUTH_HEADERS,
        summary: 'One page of a scroll select’s options (page size: the element’s limit, default 20)',
        params: OPTIONS_PAGE_PARAMS,
        querystring: OPTIONS_PAGE_QUERY,
        response: pageResponse,
      },
    },
    page(false),
  );

  app.get<PageRoute>(
    '/public/forms/paginate-element/:formName/:elementId',
    {
      schema: {
        tags: FORM_TAGS,
        summary: 'One page of a public form’s scroll select options (no sign-in; recordId ignored)',
        params: OPTIONS_PAGE_PARAMS,
        querystring: OPTIONS_PAGE_QUERY,
        response: pageResponse,
      },
    },
    page(true),
  );

  app.get<SuggestionsRoute>(
    '/suggestions/:formName/:dataField',
    {
      preHandler: authenticate,
      schema: {
        tags: FORM_TAGS,
        security: BEARER,
        headers: AUTH_HEADERS,
        summary: 'Up to 10 distinct values of a field containing the text (SPEC §7 suggestions)',
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
          401: ERROR_RESPONSE,
          403: ERROR_RESPONSE,
          404: ERROR_RESPONSE,
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

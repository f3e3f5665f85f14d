/**
 * Pieces of the form routes' JSON schemas shared by the signed-in, public and option routes.
 *
 * @example
 * app.get('/forms/:name', { schema: { tags: FORM_TAGS, params: FORM_NAME_PARAMS, response: { ...errorResponses(404) } } }, handler);
 */
export const FORM_TAGS = ['forms'];
export const AUTH_HEADERS = { type: 'object', properties: { authorization: { type: 'string' } } } as const;
export const BEARER = [{ bearerAuth: [] }];
const name = { type: 'string', minLength: 1, maxLength: 200 } as const;
export const FORM_NAME_PARAMS = { type: 'object', properties: { name }, required: ['name'] } as const;
export const FORM_RECORD_PARAMS = {
  type: 'object',
  properties: { name, id: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['name', 'id'],
} as const;
export const OPTIONS_PAGE_PARAMS = {
  type: 'object',
  properties: { formName: name, elementId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['formName', 'elementId'],
} as const;
export const OPTIONS_PAGE_QUERY = {
  type: 'object',
  properties: {
    search: { type: 'string', maxLength: 200, default: '' },
    recordId: { type: 'string', maxLength: 200 },
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  },
} as const;

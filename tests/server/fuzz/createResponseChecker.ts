import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FuzzRequest } from './buildRequests';
import type { FuzzOperation, OpenApiDocument } from './listOperations';

/** The part of a light-my-request response the check reads. */
export interface CheckedResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}

/** Why a response breaks the document, or null when it keeps it. */
export type CheckResponse = (operation: FuzzOperation, request: FuzzRequest, response: CheckedResponse) => string | null;

const DOC_ID = 'openapi.json';

/**
 * The contract every fuzzed response must keep: no 5xx; a status the operation declares (or the router's 404
 * for a URL that names no operation, see FuzzRequest.leavesOperation); a media type the status declares (a
 * declared `application/octet-stream` stands for any bytes); and a JSON body that validates against the
 * declared schema, `$ref`s resolved into the document's components (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses).
 */
export function createResponseChecker(doc: OpenApiDocument): CheckResponse {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(doc as object, DOC_ID);
  const validators = new Map<string, ValidateFunction>();
  const validator = (pointer: string[]): ValidateFunction => {
    const ref = `${DOC_ID}#/${pointer.map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;
    let validate = validators.get(ref);
    if (!validate) validators.set(ref, (validate = ajv.compile({ $ref: ref })));
    return validate;
  };

  return (operation, request, response) => {
    const status = response.statusCode;
    if (status >= 500) return `answered ${status}: ${preview(response.rawPayload)}`;
    const responses = operation.operation.responses;
    const key =
      String(status) in responses
        ? String(status)
        : `${String(status)[0]}XX` in responses
          ? `${String(status)[0]}XX`
          : 'default' in responses
            ? 'default'
            : null;
    const routerNotFound = key === null && status === 404 && request.leavesOperation;
    if (key === null && !routerNotFound) return `undeclared status ${status}: ${preview(response.rawPayload)}`;
    const content = key === null ? { 'application/json': {} } : (responses[key].content ?? {});
    if (!response.rawPayload.length) return null;
    const mediaType = String(response.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    if (mediaType !== 'application/json') {
      return mediaType in content || 'application/octet-stream' in content
        ? null
        : `status ${status} sent ${mediaType || 'no content type'}, declared ${Object.keys(content).join(', ') || 'no body'}`;
    }
    if (!('application/json' in content)) return `status ${status} sent JSON, declared ${Object.keys(content).join(', ') || 'no body'}`;
    let body: unknown;
    try {
      body = JSON.parse(response.rawPayload.toString('utf8'));
    } catch {
      return `status ${status} sent invalid JSON: ${preview(response.rawPayload)}`;
    }
    const pointer =
      key === null
        ? ['components', 'schemas', 'ErrorResponse']
        : content['application/json'].schema
          ? ['paths', operation.path, operation.method.toLowerCase(), 'responses', key, 'content', 'application/json', 'schema']
          : null;
    if (!pointer) return null;
    const validate = validator(pointer);
    if (validate(body)) return null;
    const error = validate.errors?.[0];
    return `status ${status} body breaks its schema (${error?.instancePath || '/'} ${error?.message}): ${preview(response.rawPayload)}`;
  };
}

function preview(payload: Buffer): string {
  const text = payload.toString('utf8');
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

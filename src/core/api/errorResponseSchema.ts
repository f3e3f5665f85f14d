import type { FromSchema } from 'json-schema-to-ts';

/**
 * Fastify's error body `{ statusCode, error, message }`, every error answer's shape. The server registers it
 * once as the shared schema `ErrorResponse`; routes point at it with errorResponseRef.
 */
export const errorResponseSchema = {
  $id: 'ErrorResponse',
  type: 'object',
  description: 'Fastify error shape; `message` is user-facing when it is one of the spec texts.',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    code: { type: 'string' },
    requestId: {
      type: 'string',
      description: "A failure of the server's (5xx): the request's id, also its x-request-id header, for support",
    },
  },
  required: ['statusCode', 'error'],
} as const;
export type ErrorResponse = FromSchema<typeof errorResponseSchema>;

/** A route's error response: the shared schema by reference, so the OpenAPI document names it once. */
export const errorResponseRef = { $ref: 'ErrorResponse#' } as const;

/**
 * A route's error statuses, each answered with the shared ErrorResponse.
 *
 * @example
 * response: { 200: dataEnvelope(xSchema), ...errorResponses(400, 401, 404) }
 */
export function errorResponses<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseRef])) as Record<Status, typeof errorResponseRef>;
}

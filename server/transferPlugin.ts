import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeBody, encodeBody, transferContentType, TRANSFER_METHODS, type TransferMethod } from '../src/core/api/transferCodec';

/**
 * Body codecs (docs/behaviour.md §11 transfer_method). Requests may arrive as plain JSON or as `application/json+base64`;
 * a client that lists `application/json+base64` in `Accept` gets its JSON responses encoded the same way.
 * Plain JSON keeps working either way, so switching transfer_method never locks out an older client.
 */
export function registerTransferCodecs(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Clients often send `Content-Type: application/json` with no body on POSTs like logout; treat that as no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  for (const method of TRANSFER_METHODS) {
    app.addContentTypeParser(transferContentType(method), { parseAs: 'string' }, (_request, body, done) => {
      try {
        const value = decodeBody(method, String(body));
        rejectPrototypeKeys(value);
        done(null, value);
      } catch (cause) {
        done(Object.assign(new Error(`Body is not valid ${transferContentType(method)}`), { statusCode: 400, cause }), undefined);
      }
    });
  }

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const method = acceptedMethod(request.headers.accept);
    const type = String(reply.getHeader('content-type') ?? '');
    if (!method || typeof payload !== 'string' || !/^application\/json\b(?!\+)/i.test(type)) return payload;
    reply.header('content-type', transferContentType(method));
    reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept'));
    return encodeBody(method, JSON.parse(payload));
  });
}

function acceptedMethod(accept: string | undefined): TransferMethod | null {
  if (!accept) return null;
  for (const entry of accept.split(',')) {
    const [type, ...params] = entry.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    const method = TRANSFER_METHODS.find((m) => type.trim() === transferContentType(m));
    if (method && !refused) return method;
  }
  return null;
}

function appendVary(current: unknown, field: string): string {
  const list = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return list.some((v) => v.toLowerCase() === field.toLowerCase()) ? list.join(', ') : [...list, field].join(', ');
}

/** Same guard Fastify's JSON parser applies (secure-json-parse): no `__proto__` / `constructor.prototype` keys. */
function rejectPrototypeKeys(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  if (Object.prototype.hasOwnProperty.call(value, '__proto__')) throw new Error('Object contains forbidden prototype property');
  const ctor = (value as Record<string, unknown>).constructor;
  if (Object.prototype.hasOwnProperty.call(value, 'constructor') && ctor !== null && typeof ctor === 'object' && 'prototype' in ctor) {
    throw new Error('Object contains forbidden prototype property');
  }
  for (const child of Object.values(value)) rejectPrototypeKeys(child);
}

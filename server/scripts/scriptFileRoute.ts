import type { FastifyReply } from 'fastify';

/** The `file` path parameter of a script route: `{sha256}.js`. */
export const SCRIPT_FILE_PARAM = { type: 'string', pattern: '^[0-9a-f]{64}\\.js$' } as const;

/** A script route's 200: the module source, as JavaScript (also what the OpenAPI document says). */
export const MODULE_SCRIPT_RESPONSE = {
  description: 'The module source',
  content: { 'text/javascript': { schema: { type: 'string' } } },
} as const;

/** The hash a script route's `file` parameter names. */
export function scriptFileHash(file: string): string {
  return file.slice(0, -'.js'.length);
}

/**
 * Answers with a module script. The URL changes whenever the text does, so the browser may keep it for good;
 * private: not for shared caches, as the hash is what stands in for the reader's credential.
 */
export function sendModuleScript(reply: FastifyReply, source: string): FastifyReply {
  return reply.type('text/javascript; charset=utf-8').header('cache-control', 'private, max-age=31536000, immutable').send(source);
}

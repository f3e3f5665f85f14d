import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * What is worth compressing: text, JSON (also the `application/json+base64` transfer encoding), JavaScript,
 * CSS, SVG and XML. Not octet-stream (uploaded files, already packed or binary), not images or workbooks
 * (xlsx is a zip), not event streams.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|ld\+json|manifest\+json)|image\/svg\+xml)|\+(?:json|xml)(?:;|$)/i;

/**
 * Compresses every response of a compressible type above 1 KiB by the request's Accept-Encoding: brotli
 * (quality 4, cheap enough per request) or gzip; a 10,000-row table page is 3.3 MB of JSON, some 10 times
 * less compressed. Streams (exports, static files) are compressed as they flow. The built runtime's files
 * are compressed once at build time and served as they are (see registerStaticRoutes' preCompressed), so
 * this hook leaves a response that already has a Content-Encoding alone. Register it before the routes
 * (it attaches itself to each route as it is declared) and after the transfer codecs, whose onSend must
 * see the JSON text first.
 *
 * @example
 * registerTransferCodecs(app);
 * await registerCompression(app);
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
}

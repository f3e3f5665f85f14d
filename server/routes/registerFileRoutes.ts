import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../src/core/api/errorResponseSchema';
import { remoteFileSchema } from '../../src/core/api/formMeta';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { receiveUpload } from '../files/receiveUpload';
import { sendStoredFile } from '../files/sendStoredFile';
import { UploadRefusal } from '../files/UploadRefusal';
import { TOO_MANY_UPLOADS } from '../files/uploadTexts';
import { contractRoutes } from '../http/contractRoutes';
import { createRateLimiter, type RateLimit } from '../http/createRateLimiter';
import { dataEnvelope } from '../schemas/dataEnvelope';

export interface FileRouteOptions {
  /** Hard cap of any upload in bytes, whatever an element allows (default 50 MB). */
  maxUploadBytes?: number;
  /** Public uploads per client address (default 30 per 10 minutes). */
  publicUploadLimit?: RateLimit;
}

export const DEFAULT_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
const DEFAULT_PUBLIC_UPLOAD_LIMIT: RateLimit = { limit: 30, windowSeconds: 600 };
/** Bodies never change under an id, so a browser may keep them; `private` keeps shared caches out. */
const CAPABILITY_CACHE = 'private, max-age=31536000, immutable';
const SIGNED_IN_CACHE = 'private, max-age=0, must-revalidate';

const idParams = { type: 'object', properties: { id: { type: 'string', maxLength: 64 } }, required: ['id'] } as const;
const fileResponse = {
  description: 'The stored body',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
};
const uploadDescription =
  'multipart/form-data with the text fields form_element_id, form_element_project_id, data_source (the form name), then `file`. ' +
  'Checked in order: the element (404 unknown or not on that form, 403 form not readable, 400 not a file or image element), ' +
  'allowed_extensions (415), size against max_size KB and the server cap (413, code FILE_TOO_LARGE), content against the extension (415).';

type DownloadCall = FastifyRequest<{ Params: { id: string }; Querystring: { _bearer_token?: string } }>;

/**
 * Uploads and downloads of form files (SPEC §7 "Upload POST" and "Downloads", §6 public uploads; DESIGN §3
 * "upload size and type checked on the server"):
 * - `POST /files/upload/form` signed in, and `POST /web/v1/public/forms/file/upload` for public forms
 *   (anonymous, rate-limited per address): 201 `{ data: RemoteFile }` (receiveUpload);
 * - `GET /uploads/files/{id}` and `GET /uploads/images/{id}`: no token, the random id is the capability
 *   (an <img src> cannot send one); `GET /uploads/auth/files/{id}` signed in, token in the header or in
 *   `?_bearer_token=` (sendStoredFile).
 * Multipart parsing is registered in this plugin's own scope, so no other route accepts multipart bodies.
 *
 * @example
 * registerFileRoutes(api, context, { uploadsDir: path.join(dataDir, 'uploads') });
 */
export function registerFileRoutes(app: FastifyInstance, context: AppContext, options: FileRouteOptions): void {
  const { db } = context;
  const storage = context.files;
  const maxBytes = options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  const publicLimit = options.publicUploadLimit ?? DEFAULT_PUBLIC_UPLOAD_LIMIT;
  const limiter = createRateLimiter(db);

  /** `POST url` of a signed-in or (rate-limited) anonymous upload, on the scope that parses multipart. */
  const uploadRoute = (scope: FastifyInstance, url: string, anonymous: boolean) =>
    contractRoutes(scope).post(
      url,
      {
        ...(anonymous ? {} : { preHandler: createAuthenticate(context) }),
        schema: {
          tags: ['files'],
          summary: anonymous
            ? 'Upload a file to an element of a public form (no sign-in, rate-limited)'
            : 'Upload a file to a form element',
          description: uploadDescription,
          consumes: ['multipart/form-data'],
          ...(anonymous ? {} : { security: [{ bearerAuth: [] }] }),
          response: { 201: dataEnvelope(remoteFileSchema), ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        try {
          if (anonymous && !(await limiter.hit([{ key: `upload:ip:${request.ip}`, limit: publicLimit }]))) {
            throw new UploadRefusal(429, 'TOO_MANY_REQUESTS', TOO_MANY_UPLOADS);
          }
          const user = anonymous ? null : request.auth!.user;
          const file = await receiveUpload(request, {
            db,
            storage,
            caller: user ? { permissions: Array.isArray(user.permissions) ? user.permissions : [] } : 'anonymous',
            userId: user?.id ?? null,
            maxBytes,
          });
          return reply.code(201).send({ data: file });
        } catch (failure) {
          if (!(failure instanceof UploadRefusal)) throw failure;
          // A refused upload's connection is closed after the answer. Mid-body, the parser was unpiped and the rest
          // of the body would stall the next request on a keep-alive connection, so it is discarded until then; and
          // under load the parser may have read the whole body first, so close in every case rather than guess.
          reply.header('connection', 'close');
          if (!request.raw.complete) request.raw.resume();
          return failure.send(reply);
        }
      },
    );

  const downloadSchema = (summary: string, signedIn: boolean) => ({
    tags: ['files'],
    summary,
    ...(signedIn ? { security: [{ bearerAuth: [] }] } : {}),
    params: idParams,
    querystring: {
      type: 'object',
      properties: {
        inline: { type: 'boolean', description: 'Show a PDF in the page (the preview) instead of saving it' },
        ...(signedIn ? { _bearer_token: { type: 'string', maxLength: 4096, description: 'Access token, for links' } } : {}),
      },
    },
    headers: { type: 'object', properties: { range: { type: 'string', maxLength: 200 }, 'if-range': { type: 'string', maxLength: 200 } } },
    response: { 200: fileResponse, 206: { ...fileResponse, description: 'The requested byte range' }, ...errorResponses(401, 404, 416) },
  });

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // One file and the three text fields; the cap plus one byte lets receiveUpload see "too large" itself
      // and answer with the limit, rather than busboy silently truncating the body.
      limits: { files: 1, fields: 10, parts: 12, fieldSize: 1024, fileSize: maxBytes + 1, headerPairs: 50 },
    });
    uploadRoute(scope, '/files/upload/form', false);
    uploadRoute(scope, '/web/v1/public/forms/file/upload', true);
  });

  app.get<{ Params: { id: string }; Querystring: { inline?: boolean } }>(
    '/uploads/files/:id',
    // Bodies go out as stored: a byte range counts bytes of the file, not of a compressed stream.
    { compress: false, schema: downloadSchema('Download an uploaded file (the id is the capability)', false) },
    (request, reply) =>
      sendStoredFile(reply, request.params.id, {
        db,
        storage,
        kind: 'files',
        cacheControl: CAPABILITY_CACHE,
        inline: request.query.inline === true,
        ...rangeOf(request),
      }),
  );
  app.get<{ Params: { id: string } }>(
    '/uploads/images/:id',
    { compress: false, schema: downloadSchema('Show an uploaded image (the id is the capability)', false) },
    (request, reply) =>
      sendStoredFile(reply, request.params.id, { db, storage, kind: 'images', cacheControl: CAPABILITY_CACHE, ...rangeOf(request) }),
  );
  app.get(
    '/uploads/auth/files/:id',
    {
      compress: false,
      preHandler: createAuthenticate(context, { queryToken: true }),
      schema: downloadSchema('Download an uploaded file or image, signed in', true),
    },
    (request: DownloadCall, reply) =>
      sendStoredFile(reply, request.params.id, { db, storage, kind: null, cacheControl: SIGNED_IN_CACHE, ...rangeOf(request) }),
  );
}

/** A download's Range and If-Range headers, for sendStoredFile. */
function rangeOf(request: FastifyRequest): { range?: string; ifRange?: string } {
  const ifRange = request.headers['if-range'];
  return { range: request.headers.range, ifRange: Array.isArray(ifRange) ? ifRange[0] : ifRange };
}

import fastifyMultipart from '@fastify/multipart';
import { uploadLimitBytes } from '../settings/uploadLimitBytes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '../../src/core/api/errorResponseSchema';
import { fileLinkSchema } from '../../src/core/api/fileLinkContract';
import { remoteFileSchema } from '../../src/core/api/formMeta';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { readableFiles } from '../files/readableFiles';
import { receiveUpload } from '../files/receiveUpload';
import { sendStoredFile } from '../files/sendStoredFile';
import { UploadRefusal } from '../files/UploadRefusal';
import { FILE_NOT_FOUND, LINK_EXPIRED, TOO_MANY_UPLOADS } from '../files/uploadTexts';
import { contractRoutes } from '../http/contractRoutes';
import { createRateLimiter, type RateLimit } from '../http/createRateLimiter';
import { dataEnvelope } from '../schemas/dataEnvelope';

export interface FileRouteOptions {
  /**
   * Ceiling of any upload in bytes, whatever an element or the project settings allow (default 1 GiB); the
   * limit that holds is the project settings' `upload_limit_mb` below it (uploadLimitBytes).
   */
  maxUploadBytes?: number;
  /** Public uploads per client address (default 30 per 10 minutes). */
  publicUploadLimit?: RateLimit;
}

/** The most the project settings' upload limit may reach (its form allows up to 1024 MB). */
export const DEFAULT_MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;
const DEFAULT_PUBLIC_UPLOAD_LIMIT: RateLimit = { limit: 30, windowSeconds: 600 };
const SIGNED_IN_CACHE = 'private, max-age=0, must-revalidate';
/** A token is one way in; a signed link (no token at all) is the other. */
const OPTIONAL_BEARER: { [label: string]: string[] }[] = [{ bearerAuth: [] }, {}];

const idParams = { type: 'object', properties: { id: { type: 'string', maxLength: 64 } }, required: ['id'] } as const;
const fileResponse = {
  description: 'The stored body',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
};
const uploadDescription =
  'multipart/form-data with the text fields form_element_id, form_element_project_id, data_source (the form name), then `file`. ' +
  'Checked in order: the element (404 unknown or not on that form, 403 form not readable, 400 not a file or image element), ' +
  'allowed_extensions (415), size against max_size KB and the server cap (413, code FILE_TOO_LARGE), content against the extension (415).';

type DownloadCall = FastifyRequest<{
  Params: { id: string };
  Querystring: { inline?: boolean; exp?: string; sig?: string; _bearer_token?: string };
}>;

/**
 * Uploads and downloads of form files (docs/behaviour.md §11 "Upload POST" and "Downloads", §2 public uploads; docs/architecture.md
 * "upload size and type checked on the server"; who may read which file: docs/files.md):
 * - `POST /files/upload/form` signed in, and `POST /web/v1/public/forms/file/upload` for public forms
 *   (anonymous, rate-limited per address): 201 `{ data: RemoteFile }` with its signed `url` (receiveUpload);
 * - `GET /uploads/files/{id}` and `GET /uploads/images/{id}`: a signed link (`?exp=&sig=`, made by the answers
 *   that name the file) or a session allowed to read the file; the id alone opens nothing;
 * - `GET /uploads/auth/files/{id}` signed in, token in the header or in `?_bearer_token=` (sendStoredFile);
 * - `GET /uploads/files/{id}/link` signed in: a fresh signed link of a file the caller may read.
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
            maxBytes: await uploadLimitBytes(db, maxBytes),
          });
          // The uploader sees what they sent at once (a thumbnail, a link) through a signed address.
          return reply.code(201).send({ data: { ...file, url: context.fileLinks.urlOf(file) } });
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

  const downloadSchema = (summary: string, signedIn: 'header' | 'header or query') => ({
    tags: ['files'],
    summary,
    security: signedIn === 'header' ? OPTIONAL_BEARER : [{ bearerAuth: [] }],
    params: idParams,
    querystring: {
      type: 'object',
      properties: {
        inline: { type: 'boolean', description: 'Show a PDF in the page (the preview) instead of saving it' },
        ...(signedIn === 'header'
          ? {
              exp: { type: 'string', maxLength: 20, description: "A signed link's expiry (epoch seconds), as the API gave it" },
              sig: { type: 'string', maxLength: 100, description: "A signed link's signature, as the API gave it" },
            }
          : { _bearer_token: { type: 'string', maxLength: 4096, description: 'Access token, for links' } }),
      },
    },
    headers: {
      type: 'object',
      properties: {
        authorization: { type: 'string' },
        range: { type: 'string', maxLength: 200 },
        'if-range': { type: 'string', maxLength: 200 },
      },
    },
    response: {
      200: fileResponse,
      206: { ...fileResponse, description: 'The requested byte range' },
      ...errorResponses(401, 403, 404, 416),
    },
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

  const authenticate = createAuthenticate(context);
  const notFound = (reply: FastifyReply) => new UploadRefusal(404, 'FILE_NOT_FOUND', FILE_NOT_FOUND).send(reply);
  /** Whether the signed-in caller may read the file (readableFiles); a malformed id is nobody's. */
  const mayRead = async (request: FastifyRequest, id: string) => {
    const { user } = request.auth!;
    const permissions = Array.isArray(user.permissions) ? (user.permissions as string[]) : [];
    const normalized = id.toLowerCase();
    return (await readableFiles(db, { id: user.id, permissions }, [normalized])).has(normalized);
  };

  /**
   * `uploads/files/{id}` and `uploads/images/{id}`: with `exp` and `sig` a signed link (an <img>, a new tab),
   * which names this one file and works until it expires; with an Authorization header the caller's session,
   * for a file they may read (readableFiles); with neither, 404 as for an unknown id. Either way the answer is
   * `private`: no shared cache keeps a body that needs a session or a link.
   */
  const download = (kind: 'files' | 'images') => async (request: DownloadCall, reply: FastifyReply) => {
    const { id } = request.params;
    const { exp, sig } = request.query;
    const send = (cacheControl: string) =>
      sendStoredFile(reply, id, { db, storage, kind, cacheControl, inline: request.query.inline === true, ...rangeOf(request) });
    if (exp !== undefined || sig !== undefined) {
      const verdict = context.fileLinks.check(id, exp, sig);
      if (verdict === 'invalid') return notFound(reply);
      if (verdict === 'expired') return new UploadRefusal(403, 'LINK_EXPIRED', LINK_EXPIRED).send(reply);
      // The body never changes under its id: the browser may keep it while the link it came by works.
      return send(`private, max-age=${Math.max(0, Number(exp) - Math.floor(Date.now() / 1000))}`);
    }
    if (!request.headers.authorization) return notFound(reply);
    await authenticate(request, reply);
    if (reply.sent) return reply;
    return (await mayRead(request, id)) ? send(SIGNED_IN_CACHE) : notFound(reply);
  };

  app.get(
    '/uploads/files/:id',
    // Bodies go out as stored: a byte range counts bytes of the file, not of a compressed stream.
    { compress: false, schema: downloadSchema('Download an uploaded file: a signed link, or signed in', 'header') },
    download('files'),
  );
  app.get(
    '/uploads/images/:id',
    { compress: false, schema: downloadSchema('Show an uploaded image: a signed link, or signed in', 'header') },
    download('images'),
  );
  app.get(
    '/uploads/auth/files/:id',
    {
      compress: false,
      preHandler: createAuthenticate(context, { queryToken: true }),
      schema: downloadSchema('Download an uploaded file or image, signed in', 'header or query'),
    },
    async (request: DownloadCall, reply) =>
      (await mayRead(request, request.params.id))
        ? sendStoredFile(reply, request.params.id, { db, storage, kind: null, cacheControl: SIGNED_IN_CACHE, ...rangeOf(request) })
        : notFound(reply),
  );
  contractRoutes(app).get(
    '/uploads/files/:id/link',
    {
      preHandler: authenticate,
      schema: {
        tags: ['files'],
        summary: 'A short-lived signed address of a file the caller may read, for a link or an <img> that cannot send a token',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: dataEnvelope(fileLinkSchema), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const row = (await mayRead(request, id)) ? await db.selectFrom('files').select('kind').where('id', '=', id).executeTakeFirst() : null;
      if (!row) return notFound(reply);
      return {
        data: { url: context.fileLinks.urlOf({ id, kind: row.kind }), expiresAt: new Date(context.fileLinks.expiresAt()).toISOString() },
      };
    },
  );
}

/** A download's Range and If-Range headers, for sendStoredFile. */
function rangeOf(request: FastifyRequest): { range?: string; ifRange?: string } {
  const ifRange = request.headers['if-range'];
  return { range: request.headers.range, ifRange: Array.isArray(ifRange) ? ifRange[0] : ifRange };
}

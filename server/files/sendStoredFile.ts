import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import parseRange from 'range-parser';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { contentDisposition } from '../http/contentDisposition';
import type { FileStorage } from './createFileStorage';
import { UploadRefusal } from './UploadRefusal';
import { FILE_NOT_FOUND } from './uploadTexts';

/** randomUUID's shape: anything else cannot be one of our ids and never reaches the database. */
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface SendStoredFileOptions {
  db: Kysely<DatabaseSchema>;
  storage: FileStorage;
  /** The kind the address names (`uploads/files/`, `uploads/images/`); null takes either. */
  kind: 'files' | 'images' | null;
  cacheControl: string;
  /** The preview asks for a PDF `inline` (Chromium's viewer shows it in the frame); other files stay attachments. */
  inline?: boolean;
  /** The request's Range and If-Range headers (HTTP Range: seeking in a video preview, resumed downloads). */
  range?: string;
  ifRange?: string;
}

/**
 * Streams a stored upload (docs/behaviour.md §11 Downloads) with the MIME type detected at upload time, its length, and
 * headers that keep a hostile body harmless: `nosniff`, `Content-Security-Policy: default-src 'none';
 * sandbox` (a file opened directly runs nothing), and `attachment` for files so a browser saves rather than
 * renders them. Images, always JPEG/PNG/GIF/WebP, are `inline` so <img> and previews show them, and so is a
 * PDF asked for with `?inline=true` (the file preview; the sandbox policy still applies). One byte range
 * is served as 206 (`Accept-Ranges: bytes`, ETag for If-Range). An unknown id, a malformed one or the
 * wrong kind answer 404 alike.
 *
 * @example
 * app.get('/uploads/files/:id', (request, reply) => sendStoredFile(reply, request.params.id, { db, storage, kind: 'files', cacheControl }));
 */
export async function sendStoredFile(reply: FastifyReply, id: string, options: SendStoredFileOptions): Promise<FastifyReply> {
  const notFound = () => new UploadRefusal(404, 'FILE_NOT_FOUND', FILE_NOT_FOUND).send(reply);
  const normalized = id.toLowerCase();
  if (!FILE_ID.test(normalized)) return notFound();
  const row = await options.db
    .selectFrom('files')
    .select(['kind', 'name', 'mime', 'size', 'storage_key'])
    .where('id', '=', normalized)
    .executeTakeFirst();
  if (!row || (options.kind && row.kind !== options.kind)) return notFound();
  const size = Number(row.size);
  // A stored body never changes under its id: the id and size are a strong validator for If-Range.
  const etag = `"${normalized}-${size}"`;
  const range = requestedRange(options.range, options.ifRange, etag, size);
  const body = await options.storage.open(row.storage_key, range === 'unsatisfiable' ? undefined : (range ?? undefined));
  if (!body) return notFound();
  reply
    .type(row.mime)
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('content-disposition', contentDisposition(shownInline(row, options.inline) ? 'inline' : 'attachment', row.name))
    .header('cache-control', options.cacheControl)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff');
  if (range === 'unsatisfiable') {
    body.stream.destroy();
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .type('application/json')
      .send({ statusCode: 416, error: 'Range Not Satisfiable', message: FILE_NOT_FOUND });
  }
  if (!range) return reply.header('content-length', body.size).send(body.stream);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${body.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(body.stream);
}

/**
 * The one byte range a download asks for (video preview seeking, a resumed download), or null for the whole
 * body: no Range, a malformed one, several ranges (answered whole rather than as multipart), or an If-Range
 * naming another version. A range that starts past the end is 'unsatisfiable' (416).
 */
function requestedRange(
  header: string | undefined,
  ifRange: string | undefined,
  etag: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header || (ifRange !== undefined && ifRange !== etag)) return null;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

function shownInline(row: { kind: string; mime: string }, asked = false): boolean {
  return row.kind === 'images' || (asked && row.mime === 'application/pdf');
}

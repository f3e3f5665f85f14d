import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
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
}

/**
 * Streams a stored upload (SPEC §7 Downloads) with the MIME type detected at upload time, its length, and
 * headers that keep a hostile body harmless: `nosniff`, `Content-Security-Policy: default-src 'none';
 * sandbox` (a file opened directly runs nothing), and `attachment` for files so a browser saves rather than
 * renders them. Images, always JPEG/PNG/GIF/WebP, are `inline` so <img> and previews show them, and so is a
 * PDF asked for with `?inline=true` (the file preview; the sandbox policy still applies). An unknown
 * id, a malformed one or the wrong kind answer 404 alike.
 *
 * @example
 * app.get('/uploads/files/:id', (request, reply) => sendStoredFile(reply, request.params.id, { db, storage, kind: 'files', cacheControl }));
 */
export async function sendStoredFile(reply: FastifyReply, id: string, options: SendStoredFileOptions): Promise<FastifyReply> {
  const notFound = () => new UploadRefusal(404, 'FILE_NOT_FOUND', FILE_NOT_FOUND).send(reply);
  const normalized = id.toLowerCase();
  if (!FILE_ID.test(normalized)) return notFound();
  const row = await options.db.selectFrom('files').select(['kind', 'name', 'mime', 'storage_key']).where('id', '=', normalized).executeTakeFirst();
  if (!row || (options.kind && row.kind !== options.kind)) return notFound();
  const body = await options.storage.open(row.storage_key);
  if (!body) return notFound();

  return reply
    .type(row.mime)
    .header('content-length', body.size)
    .header('content-disposition', contentDisposition(shownInline(row, options.inline) ? 'inline' : 'attachment', row.name))
    .header('cache-control', options.cacheControl)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .send(body.stream);
}

function shownInline(row: { kind: string; mime: string }, asked = false): boolean {
  return row.kind === 'images' || (asked && row.mime === 'application/pdf');
}

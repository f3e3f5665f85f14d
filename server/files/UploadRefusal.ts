import type { FastifyReply } from 'fastify';

/** Machine-readable reasons of a refused upload or download (the `code` of the error body). */
export type UploadRefusalCode =
  | 'BAD_UPLOAD'
  | 'NO_FILE'
  | 'ELEMENT_NOT_FOUND'
  | 'NOT_A_FILE_ELEMENT'
  | 'FORM_FORBIDDEN'
  | 'FILE_TYPE_NOT_ALLOWED'
  | 'FILE_TOO_LARGE'
  | 'FILE_CONTENT_MISMATCH'
  | 'NOT_AN_IMAGE'
  | 'TOO_MANY_REQUESTS'
  | 'FILE_NOT_FOUND'
  | 'LINK_EXPIRED'
  | 'CATEGORY_NOT_FOUND'
  | 'BAD_FOLDER';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

/**
 * A refused upload: thrown from deep inside the multipart loop and turned into one reply at the top, so
 * the partial body on disk is removed on every path. `message` is the user-facing text (an i18n key of
 * formServerMessages or a base text, `{0}` already filled in).
 *
 * @example
 * throw new UploadRefusal(415, 'FILE_TYPE_NOT_ALLOWED', 'Бу турдаги файлни юклаб бўлмайди');
 */
export class UploadRefusal extends Error {
  readonly statusCode: number;
  readonly code: UploadRefusalCode;

  constructor(statusCode: number, code: UploadRefusalCode, message: string) {
    super(message);
    this.name = 'UploadRefusal';
    this.statusCode = statusCode;
    this.code = code;
  }

  /** Replies in the contract's error shape `{ statusCode, error, message, code }`. */
  send(reply: FastifyReply): FastifyReply {
    const { statusCode, code, message } = this;
    return reply.code(statusCode).send({ statusCode, error: REASONS[statusCode] ?? 'Error', message, code });
  }
}

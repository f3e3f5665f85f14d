import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { fillText } from './fillText';
import { loadTextLookup } from './loadTextLookup';
import { requestLocale } from './requestLocale';

/**
 * One of the server's texts (an Uzbek key) in the request's locale, with its `{0}`… filled in: the message
 * of an error answer.
 *
 * @example
 * sendError(reply, 429, await textInLocale(db, request, JOB_LIMIT, { 0: 3 }));
 */
export async function textInLocale(
  db: Kysely<DatabaseSchema>,
  request: FastifyRequest,
  text: string,
  values: Record<string, string | number> = {},
): Promise<string> {
  const lookup = await loadTextLookup(db, requestLocale(request), [text]);
  return fillText(lookup(text), values);
}

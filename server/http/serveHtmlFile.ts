import { readFile } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';

/**
 * Sends one of the demo host pages. Read on every request (they are small) so a rebuild shows up without a
 * restart; a missing file gets a plain-text hint instead of a stack trace.
 */
export async function serveHtmlFile(reply: FastifyReply, file: string): Promise<FastifyReply> {
  let html: Buffer;
  try {
    html = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`Platon's pages are not built yet (missing ${file}). Run \`npm run build\` and restart.\n`);
  }
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

import { readFile } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';

/**
 * Sends a stylesheet of the server's own pages (demo/app.css, demo/auth.css); a missing one is a plain 404
 * (not the history-mode fallback, whose HTML a browser would refuse as a stylesheet).
 */
export async function serveCssFile(reply: FastifyReply, file: string): Promise<FastifyReply> {
  let css: Buffer;
  try {
    css = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .send(`Not found: ${file}. Run \`npm run build\` or restore the demo folder.\n`);
  }
  return reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(css);
}

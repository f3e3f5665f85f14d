import { readFile } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';

/**
 * Sends a file of the server's own pages (demo/app.css, demo/auth.css, demo/favicon.svg) as `type`; a missing
 * one is a plain 404, not the history-mode fallback, whose HTML a browser would refuse as a stylesheet or icon.
 *
 * @example
 * app.get('/app.css', async (_request, reply) => servePageAsset(reply, path.join(root, 'demo', 'app.css'), 'text/css; charset=utf-8'));
 */
export async function servePageAsset(reply: FastifyReply, file: string, type: string): Promise<FastifyReply> {
  let content: Buffer;
  try {
    content = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .send(`Not found: ${file}. Run \`npm run build\` or restore the demo folder.\n`);
  }
  return reply.type(type).header('cache-control', 'no-cache').send(content);
}

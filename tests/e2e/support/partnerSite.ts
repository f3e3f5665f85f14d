import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { ROOT, freePort } from '../../../scripts/lib/server.mjs';

/** A partner's own web server, on an origin of its own (see partnerSite). */
export interface PartnerSite {
  /** The partner page's address: `http://localhost:{port}/appeal.html`. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves the demo partner page (demo/examples/partner-form.html) from a tiny node:http server on another
 * origin (`localhost` and a port of its own, while the platform is at 127.0.0.1), pointing its runtime
 * script and its form's `api-base` at the platform server, as a partner would copy it onto their site.
 *
 * @example
 * const partner = await partnerSite(live.server.url);
 * await newPage(live.browser, partner.url);
 * await partner.stop();
 */
export async function partnerSite(platformUrl: string): Promise<PartnerSite> {
  const source = await readFile(join(ROOT, 'demo', 'examples', 'partner-form.html'), 'utf8');
  const html = source
    .replace('src="/platon/platon-loader.js"', `src="${platformUrl}/platon/platon-loader.js"`)
    .replace('api-base="/api/"', `api-base="${platformUrl}/api/"`);
  if (html === source || !html.includes(`api-base="${platformUrl}/api/"`))
    throw new Error('partner-form.html no longer has the runtime script or api-base this helper rewrites');
  // The page's own style and script are files beside it (no inline code), served by the partner too.
  const files = new Map<string, [string, string]>([
    ['/appeal.html', ['text/html; charset=utf-8', html]],
    ['/partner-form.css', ['text/css; charset=utf-8', await readFile(join(ROOT, 'demo', 'examples', 'partner-form.css'), 'utf8')]],
    ['/partner-form.js', ['text/javascript; charset=utf-8', await readFile(join(ROOT, 'demo', 'examples', 'partner-form.js'), 'utf8')]],
  ]);
  const server: Server = createServer((request, response) => {
    const file = files.get(request.url?.split('?')[0] ?? '');
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${port}/appeal.html`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

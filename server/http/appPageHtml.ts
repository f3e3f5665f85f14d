/** The chunks each view of `<platon-app>` loads statically (dist/elements/preload.json, scripts/write-preload-manifest.mjs). */
export interface PreloadManifest {
  shell: string[];
  table: string[];
  form: string[];
}

const TABLE_PATH = /^\/(?:public\/)?tables\/[^/]+\/?$/;
const FORM_PATH = /^\/(?:public\/)?forms\/[^/]+(?:\/[^/]+)?\/?$/;
const CHUNK_NAME = /^[\w~-]+\.js$/;

/**
 * The app's page (demo/app.html) for one address, naming as modulepreload links the chunks the shell and the
 * address's view (a table or a form) load, so the browser fetches them beside platon.js instead of finding
 * them a file at a time as each arrives (issue 13). Without a manifest (not built) the page is unchanged.
 *
 * @example
 * appPageHtml(html, manifest, '/tables/appeals'); // <head> gains the shell's and the table's chunks
 */
export function appPageHtml(html: string, manifest: PreloadManifest | null, pathname: string): string {
  if (!manifest) return html;
  const view = TABLE_PATH.test(pathname) ? manifest.table : FORM_PATH.test(pathname) ? manifest.form : [];
  const files = [...new Set([...manifest.shell, ...view])].filter((file) => CHUNK_NAME.test(file));
  if (!files.length) return html;
  const links = files.map((file) => `<link rel="modulepreload" href="/platon/${file}" />`).join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}

/**
 * The absolute URL of a definition's script entry. Entries are module URLs: absolute (`https://…`), rooted
 * (`/static/x.js`) or relative to the API base, which is how the reference server names inline scripts
 * (`pages/{name}/scripts/{sha256}.js`), so they follow the `api-base` attribute like every other call.
 *
 * @example
 * resolveScriptUrl('pages/a/scripts/f00.js', '/api/', 'https://host.test/app'); // 'https://host.test/api/pages/a/scripts/f00.js'
 */
export function resolveScriptUrl(entry: string, apiBase: string, documentUrl: string): string {
  return new URL(entry, new URL(apiBase, documentUrl)).href;
}

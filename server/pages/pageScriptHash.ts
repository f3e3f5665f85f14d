import { createHash } from 'node:crypto';

/**
 * The file name under which an inline page script is served: the SHA-256 of its text. The hash doubles as
 * the credential of `GET /pages/{name}/scripts/{hash}.js` (a module `import()` cannot send a bearer token):
 * only whoever was allowed to read the page definition learns it, and it changes with every edit, so the
 * response can be cached for good.
 */
export function pageScriptHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

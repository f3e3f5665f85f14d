import { createHash } from 'node:crypto';

/**
 * The file name under which an inline script (of a page component, a form element or a project component) is
 * served: the SHA-256 of its text. The hash doubles as the credential of the script routes (a module
 * `import()` cannot send a bearer token): only whoever was allowed to read the definition learns it, and it
 * changes with every edit, so the response can be cached for good.
 */
export function scriptHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

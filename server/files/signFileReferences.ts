import type { FileLinks } from './createFileLinks';

/** `uploads/files/{id}` or `uploads/images/{id}`, and the query string written after it, if any. */
const REFERENCE =
  /uploads\/(files|images)\/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(?![\w-])(\?[^\s"'()<>\\]*)?/g;

/**
 * Text written by an administrator (an instruction's Markdown, a page's HTML or CSS) with each stored file it
 * names (`uploads/images/{id}`, with or without `/api/` before it) turned into a signed link, so whoever the
 * answer goes to sees the images it shows without the bare id opening anything (docs/files.md). A query
 * written after the address is kept, less any old signature pasted with it.
 *
 * @example
 * signFileReferences('![Схема](uploads/images/3f2a…)', links); // '![Схема](uploads/images/3f2a…?exp=…&sig=…)'
 */
export function signFileReferences(text: string, links: FileLinks): string {
  return text.replace(REFERENCE, (_match, kind: 'files' | 'images', id: string, query: string | undefined) => {
    const rest = (query ?? '')
      .slice(1)
      .split('&')
      .filter((pair) => pair && !/^(exp|sig)=/.test(pair));
    return links.urlOf({ id, kind }) + rest.map((pair) => `&${pair}`).join('');
  });
}

import { pageStyleSheet, type PageStyleSheet } from '../ui/html/pageStyleSheet';

/** docs/behaviour.md §12: a page's styles outlive it by 2.5 s, so a leaving page keeps its look while the next one loads. */
export const PAGE_STYLE_REMOVAL_MS = 2500;

interface RetainedStyles {
  sheets: PageStyleSheet[];
  users: number;
  timer: ReturnType<typeof setTimeout> | null;
}

type StyleRoot = ShadowRoot | Document;

/** Per style root (a shadow root or a document), the sheets of each page, by page name and text. */
const registry = new WeakMap<StyleRoot, Map<string, RetainedStyles>>();

/**
 * Adopt a page's style sheets into `root` (after the sheets it already has, so page rules win over the
 * runtime's at equal specificity) and return the release to call when the page is left: the sheets go
 * PAGE_STYLE_REMOVAL_MS later, unless the same page comes back in the meantime and takes them over.
 * Constructed sheets, not `<style>` elements, so that a host page under `style-src 'self'` (no
 * `'unsafe-inline'`) shows page styles; an administrator's `@import` becomes a `<link>` (see pageStyleSheet),
 * in a document's `<head>`.
 *
 * @example
 * const release = retainPageStyles(element.shadowRoot, 'dashboard', ['.card{color:red}']);
 * // on leaving the page:
 * release();
 */
export function retainPageStyles(root: StyleRoot, page: string, sheets: string[]): () => void {
  if (sheets.length === 0) return () => {};
  const byPage = registry.get(root) ?? new Map<string, RetainedStyles>();
  registry.set(root, byPage);
  const key = JSON.stringify([page, sheets]);
  let entry = byPage.get(key);
  if (!entry) {
    entry = { sheets: sheets.map((text) => pageStyleSheet(text, page)), users: 0, timer: null };
    byPage.set(key, entry);
  }
  if (entry.timer !== null) clearTimeout(entry.timer);
  entry.timer = null;
  entry.users += 1;
  attach(root, entry.sheets);

  const retained = entry;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    retained.users -= 1;
    if (retained.users > 0) return;
    retained.timer = setTimeout(() => {
      detach(root, retained.sheets);
      byPage.delete(key);
    }, PAGE_STYLE_REMOVAL_MS);
  };
}

function attach(root: StyleRoot, sheets: PageStyleSheet[]): void {
  const adopted = root.adoptedStyleSheets ?? [];
  const missing = sheets.map((s) => s.sheet).filter((sheet) => !adopted.includes(sheet));
  if (missing.length) root.adoptedStyleSheets = [...adopted, ...missing];
  // A re-mounted element (React clears its container on a new root) may have dropped the links: put them back.
  const parent = root instanceof Document ? root.head : root;
  for (const link of sheets.flatMap((s) => s.links)) if (link.parentNode !== parent) parent.append(link);
}

function detach(root: StyleRoot, sheets: PageStyleSheet[]): void {
  const gone = new Set(sheets.map((s) => s.sheet));
  root.adoptedStyleSheets = (root.adoptedStyleSheets ?? []).filter((sheet) => !gone.has(sheet));
  for (const link of sheets.flatMap((s) => s.links)) link.remove();
}

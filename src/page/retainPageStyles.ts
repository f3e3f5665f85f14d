/** SPEC §9: a page's styles outlive it by 2.5 s, so a leaving page keeps its look while the next one loads. */
export const PAGE_STYLE_REMOVAL_MS = 2500;

interface RetainedStyles {
  elements: HTMLStyleElement[];
  users: number;
  timer: ReturnType<typeof setTimeout> | null;
}

/** Per style root (a shadow root or a document), the sheets of each page, by page name and text. */
const registry = new WeakMap<ShadowRoot | Document, Map<string, RetainedStyles>>();

/**
 * Put a page's style sheets into `root` as `<style data-platon-page="{page}">` elements and return the
 * release to call when the page is left: the elements go PAGE_STYLE_REMOVAL_MS later, unless the same page
 * comes back in the meantime and takes them over. `<style>` rather than adopted sheets so that an
 * administrator's `@import` works. In a document they go to `<head>`.
 *
 * @example
 * const release = retainPageStyles(element.shadowRoot, 'dashboard', ['.card{color:red}']);
 * // on leaving the page:
 * release();
 */
export function retainPageStyles(root: ShadowRoot | Document, page: string, sheets: string[]): () => void {
  if (sheets.length === 0) return () => {};
  const byPage = registry.get(root) ?? new Map<string, RetainedStyles>();
  registry.set(root, byPage);
  const key = JSON.stringify([page, sheets]);
  let entry = byPage.get(key);
  if (!entry) {
    entry = { elements: sheets.map((text) => styleElement(page, text)), users: 0, timer: null };
    byPage.set(key, entry);
  }
  if (entry.timer !== null) clearTimeout(entry.timer);
  entry.timer = null;
  entry.users += 1;
  const parent = root instanceof Document ? root.head : root;
  // A re-mounted element (React clears its container on a new root) may have dropped them: put them back.
  for (const element of entry.elements) if (element.parentNode !== parent) parent.append(element);

  const retained = entry;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    retained.users -= 1;
    if (retained.users > 0) return;
    retained.timer = setTimeout(() => {
      for (const element of retained.elements) element.remove();
      byPage.delete(key);
    }, PAGE_STYLE_REMOVAL_MS);
  };
}

function styleElement(page: string, text: string): HTMLStyleElement {
  const element = document.createElement('style');
  element.dataset.platonPage = page;
  element.textContent = text;
  return element;
}

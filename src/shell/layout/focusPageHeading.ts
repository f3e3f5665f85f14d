/** How long a page may take to draw its heading (metadata and data calls) before focus stays on the body. */
const HEADING_WAIT_MS = 5000;

/**
 * After a menu link is followed, moves focus from the menu to the page: at once to `body` (the main
 * landmark, so a screen reader announces the new page and Tab goes on inside it), then to the page's `<h1>`
 * as soon as the page draws one, unless the user (or a dialog that opened) moved focus elsewhere meanwhile.
 * Nothing while a modal dialog is open. Returns a stop function.
 */
export function focusPageHeading(body: HTMLElement): () => void {
  const root = body.getRootNode() as Document | ShadowRoot;
  // A link that opened a modal dialog (the import dialog of an `/import/...` item, a route in a modal) leaves
  // focus with the dialog: taken back to the page behind it, Tab walked the page and Escape did nothing.
  if (root.querySelector('[aria-modal="true"]')) return () => {};
  body.focus({ preventScroll: true });
  const toHeading = (): boolean => {
    const heading = body.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  if (toHeading()) return () => {};
  const observer = new MutationObserver(() => {
    if (root.activeElement !== body || toHeading()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(body, { childList: true, subtree: true });
  return stop;
}

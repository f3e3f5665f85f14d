import type { PageLinks } from './PageLinks';

/** Marks a link of a page's HTML as a route of the application: `<a data-platon-link href="/login">`. */
export const PAGE_LINK_ATTRIBUTE = 'data-platon-link';

/**
 * Points the marked links under `roots` at the application: the route (the authored href, kept in the
 * marker so this can run again) becomes `links.hrefOf(route)`, and a plain left click goes to
 * `links.follow`. A page's HTML cannot know where the app lives (a path on the host page would be the
 * host's 404), so it names the route and the element resolves it. Returns the cleanup.
 *
 * @example
 * useLayoutEffect(() => bindPageLinks([root], links), [model, links]);
 */
export function bindPageLinks(roots: readonly ParentNode[], links: PageLinks): () => void {
  const cleanups: (() => void)[] = [];
  for (const root of roots) {
    for (const anchor of root.querySelectorAll<HTMLAnchorElement>(`a[${PAGE_LINK_ATTRIBUTE}]`)) {
      const route = anchor.getAttribute(PAGE_LINK_ATTRIBUTE) || anchor.getAttribute('href') || '/';
      anchor.setAttribute(PAGE_LINK_ATTRIBUTE, route);
      anchor.setAttribute('href', links.hrefOf(route));
      const follow = links.follow;
      if (!follow) continue;
      const click = (event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0 || event.shiftKey || event.altKey) return;
        event.preventDefault();
        follow(route, event);
      };
      anchor.addEventListener('click', click);
      cleanups.push(() => anchor.removeEventListener('click', click));
    }
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}

/**
 * How the marked links of a dynamic page (`<a data-platon-link href="/login">`) reach the application:
 * `hrefOf` gives the address of a route (the shell's router inside `<platon-app>`, `app-url` outside it),
 * `follow` takes a plain click by the app's link rules. Without `follow` the browser follows the href.
 *
 * @example
 * const links: PageLinks = { hrefOf: (route) => router.href(route), follow: (route, event) => followLink(route, { event }) };
 */
export interface PageLinks {
  hrefOf(route: string): string;
  /** `event` is the DOM click: its Ctrl/Cmd opens a new tab by the link rules. */
  follow?(route: string, event: MouseEvent): void;
}

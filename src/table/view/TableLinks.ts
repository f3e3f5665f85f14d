import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * How a table's links behave (docs/behaviour.md §1): `hrefOf` gives the real address for `<a href>` (middle-click,
 * copy link, screen readers), `follow` handles a plain click by the link rules of whoever hosts the table
 * (the shell's router and modals inside `<platon-app>`). Without `follow` the browser follows the href.
 *
 * @example
 * const links: TableLinks = { hrefOf: (link) => router.href(link), follow: (link, event) => followLink(link, { event }) };
 */
export interface TableLinks {
  hrefOf(link: string): string;
  /** `event` carries Ctrl/Cmd for the new-tab rule: a click, or Enter on a row. */
  follow?(link: string, event?: MouseEvent | KeyboardEvent): void;
  /**
   * Without `follow` (a table on a host page): a plain click on an export link downloads it through the API
   * client, since its href carries no token and the browser alone would be refused.
   */
  download?(link: string): void;
}

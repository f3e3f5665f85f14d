import type { MouseEvent } from 'react';

/**
 * The administrator's gear links of one form (docs/behaviour.md §2): each element's `form_elements` form. Absent for
 * everyone else, so the renderer draws no link at all.
 *
 * @example
 * const gear: GearLinks = { href: (id) => elementEditLink(id, 'appeals'), onClick: (id, event) => follow(event) };
 */
export interface GearLinks {
  href(elementId: number): string;
  /** A plain click: follow the link inside the app (a modal) instead of leaving the page. */
  onClick(elementId: number, event: MouseEvent<HTMLAnchorElement>): void;
}

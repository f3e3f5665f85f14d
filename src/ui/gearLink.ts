import type { KeyboardEvent } from 'react';

/**
 * The key that takes an administrator from a field, a column header, a filter or a menu item to its gear
 * link. Gear links stay visible for the mouse but out of the Tab order: with one before every filter, column
 * and field, a keyboard user needed dozens of Tab presses to reach the first sort button, and typing after a
 * Tab in a form landed on a gear link. F2 is the usual "edit this" key (spreadsheets, file managers).
 */
export const GEAR_LINK_KEY = 'F2';

/** Spread on an administrator's gear link: out of the Tab order, found by F2 from inside its scope. */
export const GEAR_LINK_PROPS = { tabIndex: -1, 'data-gear-link': '', 'aria-keyshortcuts': GEAR_LINK_KEY } as const;

/** Spread on the thing a gear link configures (header cell, filter, form cell, menu item) and that holds it. */
export const GEAR_SCOPE_PROPS = { 'data-gear-scope': '' } as const;

/**
 * F2 anywhere inside a gear scope focuses that scope's own gear link (not one of a nested scope: a field's
 * inside a tab container reaches the field's gear, the tab container's from its tabs). Enter then opens it;
 * Tab goes on from there. Handled once, on the element frame, for every scope inside it.
 */
export function focusGearLink(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== GEAR_LINK_KEY || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const origin = event.nativeEvent.composedPath()[0];
  if (!(origin instanceof Element)) return;
  const scope = origin.closest('[data-gear-scope]');
  if (!scope) return;
  const gear = [...scope.querySelectorAll<HTMLElement>('[data-gear-link]')].find((link) => link.closest('[data-gear-scope]') === scope);
  if (!gear) return;
  event.preventDefault();
  gear.focus();
}

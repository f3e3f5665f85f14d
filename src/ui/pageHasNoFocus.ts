/**
 * Whether nothing on the page holds focus (a fresh page load, or the focused control just went away, as the
 * sign-in form does once it signs in): then a view may take focus for the user. A host page's own control that
 * has focus is never taken from.
 */
export function pageHasNoFocus(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === document.documentElement;
}

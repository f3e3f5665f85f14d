/**
 * Styles of the call-back widget (issue 15), adopted when the layout draws it. The button floats at the
 * bottom end of the part of the layout in view, above the page (below dialogs and toasts); on a phone it
 * shrinks to its icon. Its landmark lies over the whole layout, letting clicks through, and the button sticks
 * to the bottom of what is in view (issue 40): on the server's app page, where the element is the page, that is
 * the viewport's corner, as when it was fixed; on a host page the button stays inside the element.
 */
export const call24WidgetCss = /* css */ `
.pl-call24 {
  position: absolute; inset: 0; z-index: 900; pointer-events: none; padding: 20px;
  display: flex; flex-direction: column; justify-content: flex-end; align-items: flex-end;
}
.pl-call24__button {
  position: sticky; inset-block-end: 20px; pointer-events: auto;
  display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 18px 0 14px;
  border: 0; border-radius: 999px; cursor: pointer; font: inherit; font-weight: 600;
  color: var(--platon-primary-contrast, #fff); background: var(--platon-primary);
  box-shadow: 0 6px 18px rgba(0, 0, 0, .25);
}
/* The page's end stays reachable above the button; the open drawer covers the page, and the button with it. */
.pl-layout:has(.pl-call24__button) .pl-layout__body { padding-bottom: 84px; }
/* Under a table that band stayed empty and cost the grid two rows (issue 43): a table page ends at its pager as
   any page ends at its padding, and the pager keeps its own end clear of the button beside it instead. Here,
   with the band, so that the table's sheet knows nothing of the shell. */
.pl-layout:has(.pl-call24__button) .pl-layout__body:has(> .pl-table-screen) { padding-bottom: 24px; }
.pl-layout[data-mode="drawer"]:has(.pl-call24__button) .pl-layout__body:has(> .pl-table-screen) { padding-bottom: 16px; }
.pl-layout:has(.pl-call24__button) .pl-layout__body > .pl-table-screen .pl-pager { padding-inline-end: 240px; }
@media (max-width: 600px) {
  .pl-layout:has(.pl-call24__button) .pl-layout__body > .pl-table-screen .pl-pager { padding-inline-end: 60px; }
}
.pl-layout[data-drawer-open] .pl-call24__button { display: none; }
.pl-call24__button:hover { filter: brightness(1.08); }
.pl-call24__button:focus-visible { outline: 3px solid var(--platon-text); outline-offset: 3px; }
.pl-call24__icon { font-size: 1.2em; line-height: 1; }
@media (max-width: 600px) {
  .pl-call24 { padding: 12px; }
  .pl-call24__button { inset-block-end: 12px; width: 48px; height: 48px; padding: 0; justify-content: center; }
  .pl-call24__label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
}
.pl-call24-form__intro { margin: 0 0 12px; }
.pl-call24-form__hours { margin: 0 0 14px; color: var(--platon-muted); font-size: .9em; }
.pl-call24-form__alert { margin-bottom: 12px; }
`;

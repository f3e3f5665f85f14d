/**
 * Styles of `/system/resizable-page`. The panels fill the window's height below the heading (at least 520 px);
 * stacked on a narrow body they get 440 px each, so a table or form stays usable, and the page scrolls.
 */
export const resizablePageCss = /* css */ `
.pl-resizable { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
.pl-resizable__head { display: flex; align-items: flex-start; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
.pl-resizable__head h1 { margin: 0 0 4px; font-size: 1.5em; line-height: 1.2; }
.pl-resizable__head p { margin: 0; max-width: 70ch; }
.pl-resizable__panels {
  height: max(520px, calc(100dvh - 190px)); border: 1px solid var(--platon-border); border-radius: var(--platon-radius);
  background: var(--platon-surface); overflow: hidden;
}
.pl-resizable--narrow .pl-resizable__panels { height: 1400px; }
.pl-resizable__panel { display: flex; flex-direction: column; height: 100%; min-width: 0; }
/* The title keeps at least 160 px: in a phone-wide panel the actions wrap under it instead of cutting it. */
.pl-resizable__bar {
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px; padding: 6px 10px; border-bottom: 1px solid var(--platon-border);
  background: var(--platon-surface-alt, var(--platon-bg)); position: sticky; top: 0; z-index: 2;
}
.pl-resizable__what { flex: 1 1 160px; min-width: 0; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pl-resizable__kind { margin-inline-end: 6px; color: var(--platon-muted); font-weight: 400; font-size: .85em; }
.pl-resizable__open { white-space: nowrap; color: var(--platon-primary); }
.pl-resizable__bar .pl-button { min-height: 30px; padding: 0 10px; }
.pl-resizable__picker { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px 12px; padding: 10px; border-bottom: 1px solid var(--platon-border); }
.pl-resizable__picker .pl-field { margin: 0; flex: 1 1 140px; }
.pl-resizable__picker-actions { display: flex; gap: 8px; }
.pl-resizable__content { flex: 1 1 auto; min-height: 0; overflow: auto; padding: 12px; }
/* A panel is as narrow as a phone while the window is wide: the table's filters follow the panel's width
   (the table's own rule follows the window's), two to a row, then one, so labels and toggles are not cut. */
.pl-resizable__content { container-type: inline-size; }
@container (max-width: 767px) {
  .pl-resizable__content .pl-filters { flex-direction: column; align-items: stretch; }
  .pl-resizable__content .pl-filter { width: 50%; }
}
@container (max-width: 479px) {
  .pl-resizable__content .pl-filter { width: 100%; }
}
.pl-resizable__content:focus-visible { outline: 2px solid var(--platon-primary); outline-offset: -2px; }
`;

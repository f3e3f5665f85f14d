/**
 * The tab container's styles (docs/behaviour.md §5 tabs: top, bottom, left, right; a side list goes above or below the
 * panels on narrow screens); adopted by TabContainerControl, whose lazy chunk carries them.
 */
export const tabContainerCss = /* css */ `
.pl-tabs { display: flex; flex-direction: column; margin-bottom: 14px; min-width: 0; }
.pl-tabs--left, .pl-tabs--right { flex-direction: row; }
.pl-tabs__list { display: flex; gap: 2px; border-bottom: 1px solid var(--platon-border); overflow-x: auto; }
.pl-tabs--bottom .pl-tabs__list { border-bottom: 0; border-top: 1px solid var(--platon-border); }
.pl-tabs--left .pl-tabs__list, .pl-tabs--right .pl-tabs__list { flex-direction: column; border-bottom: 0; flex: 0 0 auto; max-width: 40%; }
.pl-tabs--left .pl-tabs__list { border-right: 1px solid var(--platon-border); }
.pl-tabs--right .pl-tabs__list { border-left: 1px solid var(--platon-border); }
.pl-tabs__tab {
  display: inline-flex; align-items: center; gap: 6px; padding: 8px 14px; border: 0; background: transparent;
  color: var(--platon-muted); font: inherit; cursor: pointer; white-space: nowrap; border-bottom: 2px solid transparent;
}
.pl-tabs--left .pl-tabs__tab, .pl-tabs--right .pl-tabs__tab { border-bottom: 0; text-align: left; justify-content: space-between; }
.pl-tabs__tab:hover:not(:disabled) { color: var(--platon-text); }
.pl-tabs__tab:focus-visible { outline: none; box-shadow: var(--platon-focus); }
.pl-tabs__tab--active { color: var(--platon-primary); border-bottom-color: var(--platon-primary); font-weight: 600; }
.pl-tabs--bottom .pl-tabs__tab { border-bottom: 0; border-top: 2px solid transparent; }
.pl-tabs--bottom .pl-tabs__tab--active { border-top-color: var(--platon-primary); }
.pl-tabs--left .pl-tabs__tab--active { box-shadow: inset -2px 0 0 var(--platon-primary); }
.pl-tabs--right .pl-tabs__tab--active { box-shadow: inset 2px 0 0 var(--platon-primary); }
.pl-tabs__tab--invalid { color: var(--platon-danger); }
.pl-tabs__marker {
  display: inline-grid; place-items: center; width: 1.2em; height: 1.2em; border-radius: 50%;
  background: var(--platon-danger); color: var(--platon-danger-contrast, #fff); font-size: .75em; font-weight: 700;
}
.pl-tabs__panels { flex: 1; min-width: 0; padding: 14px 0 0; }
.pl-tabs--left .pl-tabs__panels { padding: 0 0 0 16px; }
.pl-tabs--right .pl-tabs__panels { padding: 0 16px 0 0; }
.pl-tabs--bottom .pl-tabs__panels { padding: 0 0 14px; }
.pl-tabs__panel[hidden] { display: none; }
/* Narrow: a side list would squeeze the panels to a third of the width, so it goes above them (left) or below
   (right), still a vertical list as aria-orientation says, and the panels take the whole width. */
@media (max-width: 767px) {
  .pl-tabs--left, .pl-tabs--right { flex-direction: column; }
  .pl-tabs--left .pl-tabs__list, .pl-tabs--right .pl-tabs__list { max-width: none; border-left: 0; border-right: 0; }
  .pl-tabs--left .pl-tabs__list { border-bottom: 1px solid var(--platon-border); }
  .pl-tabs--right .pl-tabs__list { border-top: 1px solid var(--platon-border); }
  .pl-tabs--left .pl-tabs__panels { padding: 14px 0 0; }
  .pl-tabs--right .pl-tabs__panels { padding: 0 0 14px; }
}
`;

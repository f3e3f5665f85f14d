/**
 * Styles of the table view: toolbar, grid (sticky head and footer, pinned columns, groups, split rows,
 * selection and keyboard focus) and the loading states (the pager's are pagerCss); adopted when the
 * table's chunk loads (useTableStyles). Colours come only from `--platon-*`, so themes and host pages restyle tables too.
 */
export const tableCss = /* css */ `
/* A standalone table fills a height its host page gives it, and only that (useBodyHeight, hostGivenHeight). */
:host(platon-table) > .pl-frame { height: 100%; }
.pl-table-screen { display: flex; flex-direction: column; gap: 0; min-width: 0; }
.pl-table-toolbar { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; margin-bottom: 12px; }
.pl-table-toolbar__title { margin: 0; font-size: 1.25em; font-weight: 600; }
.pl-table-toolbar__actions { display: flex; flex-wrap: wrap; gap: 8px; margin-left: auto; }
/* The filter bar's button and, folded, the applied filters' chips: beside the title, before the actions. */
.pl-table-toolbar__filters { flex: 1 1 auto; display: flex; flex-wrap: wrap; align-items: center; gap: 8px; min-width: 0; }
.pl-table-toolbar__actions a.pl-button { text-decoration: none; }
.pl-table-screen__error { display: flex; align-items: center; justify-content: space-between; gap: 12px; }

.pl-table { position: relative; min-width: 0; }
.pl-table__scroll {
  overflow: auto; max-width: 100%; border: 1px solid var(--platon-border); border-radius: var(--platon-radius);
  background: var(--platon-surface); overscroll-behavior: contain;
}
.pl-table__grid { border-collapse: separate; border-spacing: 0; width: 100%; font-variant-numeric: tabular-nums; }
.pl-table__th, .pl-table__td, .pl-table__foot-cell, .pl-table__group-cell, .pl-table__empty {
  padding: 6px 10px; border-right: 1px solid var(--platon-border); border-bottom: 1px solid var(--platon-border);
  text-align: left; vertical-align: top; background: var(--platon-surface);
}
.pl-table__th:last-child, .pl-table__td:last-child, .pl-table__foot-cell:last-child { border-right: 0; }

/* The head and the footer stick to the scrolling body's edges; pinned cells stick sideways above the rest. */
.pl-table__head { position: sticky; top: 0; z-index: 3; }
.pl-table__foot { position: sticky; bottom: 0; z-index: 3; }
.pl-table__th { background: var(--platon-surface-alt); font-weight: 600; vertical-align: bottom; }
.pl-table__th--group { text-align: center; vertical-align: middle; }
.pl-table__th--number, .pl-table__td--number { width: 1%; white-space: nowrap; text-align: right; color: var(--platon-muted); }
.pl-table__th--buttons, .pl-table__td--buttons { width: 1%; white-space: nowrap; }
.pl-table__th-content { display: inline-flex; align-items: center; gap: 4px; }
.pl-table__cell--pinned-left, .pl-table__cell--pinned-right { position: sticky; z-index: 1; }
.pl-table__head .pl-table__cell--pinned-left, .pl-table__head .pl-table__cell--pinned-right,
.pl-table__foot .pl-table__cell--pinned-left, .pl-table__foot .pl-table__cell--pinned-right { z-index: 4; }
.pl-table__cell--pinned-left { box-shadow: inset -1px 0 0 var(--platon-border); }
.pl-table__cell--pinned-right { box-shadow: inset 1px 0 0 var(--platon-border); }
.pl-table__cell--left { text-align: left; }
.pl-table__cell--center { text-align: center; }
.pl-table__cell--right { text-align: right; }
.pl-table__cell--nowrap { white-space: nowrap; }

.pl-table__sort {
  display: inline-flex; align-items: center; gap: 4px; padding: 0; border: 0; background: none;
  font: inherit; font-weight: inherit; color: inherit; text-align: inherit; cursor: pointer; border-radius: 3px;
}
.pl-table__sort:hover { color: var(--platon-primary); }
.pl-table__sort-icon { font-size: .75em; color: var(--platon-muted); }
.pl-table__th[aria-sort] .pl-table__sort-icon { color: var(--platon-primary); }
.pl-table__hint, .pl-table__gear {
  display: inline-grid; place-items: center; min-width: 20px; height: 20px; padding: 0 4px; border: 0; border-radius: 10px;
  background: transparent; color: var(--platon-muted); font: inherit; font-size: .85em; text-decoration: none; cursor: pointer;
}
.pl-table__hint { border: 1px solid var(--platon-border); }
.pl-table__hint:hover, .pl-table__gear:hover { color: var(--platon-primary); }
.pl-table__sort:focus-visible, .pl-table__hint:focus-visible, .pl-table__gear:focus-visible, .pl-table__link:focus-visible,
.pl-table__row-button:focus-visible { outline: none; box-shadow: var(--platon-focus); }

.pl-table__row { cursor: default; }
.pl-table__row:hover > .pl-table__td:not(.pl-table__td--conditional) { background: var(--platon-surface-alt); }
.pl-table__row--selected > .pl-table__td:not(.pl-table__td--conditional) { background: color-mix(in srgb, var(--platon-primary) 12%, var(--platon-surface)); }
/* The muted row number falls just under 4.5:1 on the selected row's tint (axe, issue 15): it takes the text colour there. */
.pl-table__row--selected > .pl-table__td--number { color: var(--platon-text); }
.pl-table__row:focus { outline: none; }
.pl-table__row:focus-visible > .pl-table__td { box-shadow: inset 0 2px 0 var(--platon-primary), inset 0 -2px 0 var(--platon-primary); }
.pl-table__link { color: var(--platon-primary); }
/* A conditional text colour (docs/behaviour.md §2 formatColor) is the cell's message: its link shows it too, underlined. */
.pl-table__td--coloured .pl-table__link { color: inherit; text-decoration: underline; }
.pl-table__row-button { min-height: 28px; padding: 0 10px; text-decoration: none; font-size: .9em; }
.pl-table__row-button + .pl-table__row-button { margin-left: 6px; }

.pl-table__group-cell { background: var(--platon-surface-alt); font-weight: 600; }
.pl-table__group-label { position: sticky; left: 10px; }
.pl-table__group-count { color: var(--platon-muted); font-weight: 400; }
.pl-table__group-footer > .pl-table__foot-cell, .pl-table__foot .pl-table__foot-cell { background: var(--platon-surface-alt); font-weight: 600; }
.pl-table__spacer > td { padding: 0; border: 0; }
.pl-table__empty { text-align: center; color: var(--platon-muted); padding: 24px; }
.pl-table[aria-busy="true"] .pl-table__body { opacity: .6; }
.pl-table__loading {
  position: absolute; top: 8px; left: 50%; transform: translateX(-50%); padding: 4px 12px; border-radius: 12px;
  background: var(--platon-surface); border: 1px solid var(--platon-border); color: var(--platon-muted); font-size: .9em;
}

`;

/**
 * Styles of the file manager, adopted when its chunk loads. Colours only through the theme's custom
 * properties, so every theme and a host's overrides apply. The categories sit beside the listing only while the
 * view is at least 1200 px wide (the listing needs the room) and in a wrapping row above it otherwise; a row's
 * buttons wrap rather than widen the table; under 680 px of the listing's own width the table becomes one
 * card per file, each cell led by its column's name (as `/async` does).
 */
export const fileManagerCss = /* css */ `
.pl-fm { container: pl-fm / inline-size; display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.pl-fm h1 { margin: 0; font-size: 1.5em; line-height: 1.2; }
.pl-fm h2 { margin: 0 0 8px; font-size: 1.1em; }
.pl-fm__body { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; min-width: 0; }
@container pl-fm (min-width: 1200px) {
  .pl-fm__body { grid-template-columns: 240px minmax(0, 1fr); align-items: start; }
  .pl-fm__categories ul { flex-direction: column; }
}
.pl-fm__main { container: pl-fm-main / inline-size; display: flex; flex-direction: column; gap: 12px; min-width: 0; }
.pl-fm__error { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
.pl-fm__empty { margin: 0; padding: 24px; text-align: center; color: var(--platon-muted); border: 1px dashed var(--platon-border); border-radius: var(--platon-radius); }

.pl-fm__categories ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
.pl-fm__categories li { flex: 1 1 180px; min-width: 0; }
.pl-fm__category {
  display: flex; flex-direction: column; gap: 2px; padding: 8px 12px; border: 1px solid var(--platon-border); border-radius: var(--platon-radius);
  background: var(--platon-surface); color: var(--platon-text); text-decoration: none;
}
.pl-fm__category:hover { border-color: var(--platon-primary); }
.pl-fm__category:focus-visible { outline: none; box-shadow: var(--platon-focus); }
.pl-fm__category[aria-current="page"] { border-color: var(--platon-primary); box-shadow: inset 3px 0 0 var(--platon-primary); }
.pl-fm__category-name { font-weight: 600; overflow-wrap: anywhere; }
.pl-fm__category-stats { font-size: .85em; color: var(--platon-muted); font-variant-numeric: tabular-nums; }

.pl-fm__breadcrumb ol { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px; }
.pl-fm__breadcrumb li { overflow-wrap: anywhere; }
.pl-fm__breadcrumb li + li::before { content: "/"; margin-inline-end: 4px; color: var(--platon-muted); }
.pl-fm__breadcrumb li[aria-current="page"] { font-weight: 600; }
.pl-fm__breadcrumb a, .pl-fm__folder-link, .pl-fm__usage a { color: var(--platon-primary); }
.pl-fm__breadcrumb a:focus-visible, .pl-fm__folder-link:focus-visible, .pl-fm__usage a:focus-visible { outline: none; box-shadow: var(--platon-focus); border-radius: 2px; }

.pl-fm__search { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.pl-fm__search .pl-input { flex: 1 1 220px; max-width: 420px; }

.pl-fm__upload { padding: 12px; background: var(--platon-surface); border: 1px solid var(--platon-border); border-radius: var(--platon-radius); }
.pl-fm__upload-form { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 0 16px; }
.pl-fm__upload-form .pl-field { flex: 1 1 220px; margin-bottom: 8px; }
.pl-fm__upload-buttons { display: flex; gap: 8px; align-self: center; }
.pl-fm__hint { color: var(--platon-muted); font-size: .85em; }
.pl-fm__progress { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; font-variant-numeric: tabular-nums; }
.pl-fm__progress progress { flex: 1 1 200px; accent-color: var(--platon-primary); }
.pl-fm__upload-error { margin: 8px 0 0; }

.pl-fm__listing { min-width: 0; overflow-x: auto; }
.pl-fm__table {
  width: 100%; border-collapse: collapse; background: var(--platon-surface); color: var(--platon-text);
  border: 1px solid var(--platon-border); border-radius: var(--platon-radius);
}
.pl-fm__table[aria-busy="true"] tbody { opacity: .6; }
.pl-fm__table th, .pl-fm__table td { padding: 6px 10px; border-bottom: 1px solid var(--platon-border); text-align: start; vertical-align: middle; }
.pl-fm__table th { font-weight: 600; color: var(--platon-muted); background: var(--platon-surface-alt, var(--platon-surface)); white-space: nowrap; }
.pl-fm__sort {
  display: inline-flex; align-items: center; gap: 6px; padding: 2px 4px; margin: -2px -4px; border: 0; border-radius: var(--platon-radius);
  background: transparent; color: inherit; font: inherit; font-weight: 600; cursor: pointer;
}
.pl-fm__sort:focus-visible { outline: none; box-shadow: var(--platon-focus); }
.pl-fm__sort-icon { font-size: .8em; }
.pl-fm__table th[aria-sort] .pl-fm__sort { color: var(--platon-text); }
.pl-fm__table th[aria-sort] .pl-fm__sort-icon { color: var(--platon-primary); }
.pl-fm__name { font-weight: 500; overflow-wrap: anywhere; }
.pl-fm__table td:first-child { min-width: 10em; }
.pl-fm__folder { display: block; font-size: .85em; color: var(--platon-muted); overflow-wrap: anywhere; }
.pl-fm__folder-link { display: inline-flex; align-items: center; gap: 6px; font-weight: 600; overflow-wrap: anywhere; }
.pl-fm__badge {
  display: inline-block; margin-inline-start: 6px; padding: 0 6px; border: 1px solid var(--platon-border);
  border-radius: 10px; font-size: .8em; color: var(--platon-text); background: var(--platon-surface-alt, var(--platon-surface)); cursor: help;
}
.pl-fm__size, .pl-fm__time { white-space: nowrap; font-variant-numeric: tabular-nums; }
.pl-fm__action-list { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 6px; }
.pl-fm__action-list .pl-button { min-height: 32px; padding: 0 10px; white-space: nowrap; }

.pl-fm__usage { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.pl-fm__usage li { display: flex; flex-wrap: wrap; gap: 4px 12px; padding: 8px 0; border-bottom: 1px solid var(--platon-border); }
.pl-fm__usage-form { font-weight: 600; overflow-wrap: anywhere; }
.pl-fm__usage-field { color: var(--platon-muted); }
.pl-fm__usage-none { margin: 0; color: var(--platon-muted); }

@container pl-fm-main (max-width: 680px) {
  .pl-fm__table, .pl-fm__table tbody, .pl-fm__table tr, .pl-fm__table td { display: block; width: 100%; }
  .pl-fm__table { border: 0; background: transparent; }
  .pl-fm__table thead tr { display: flex; flex-wrap: wrap; gap: 4px 12px; margin-bottom: 8px; }
  .pl-fm__table thead th { display: block; padding: 0; border: 0; background: transparent; }
  .pl-fm__table thead th:last-child { display: none; }
  .pl-fm__row { margin-bottom: 12px; padding: 6px 12px; background: var(--platon-surface); border: 1px solid var(--platon-border); border-radius: var(--platon-radius); }
  .pl-fm__table td { display: grid; grid-template-columns: minmax(90px, 35%) 1fr; gap: 8px; padding: 6px 0; border-bottom: 1px solid var(--platon-border); }
  .pl-fm__table td:last-child { border-bottom: 0; }
  .pl-fm__table td[data-label]::before { content: attr(data-label); color: var(--platon-muted); font-size: .9em; }
  .pl-fm__table td:empty { display: none; }
  .pl-fm__table td:first-child { min-width: 0; }
  .pl-fm__table td.pl-fm__actions { display: block; }
  .pl-fm__action-list { justify-content: flex-start; }
}
`;

/**
 * Styles of `/system/call24`, adopted when its chunk loads. Colours only through the theme's custom
 * properties. Under 720 px of the view's own width the table becomes one card per request, each cell led by
 * its column's name (as `/async`).
 */
export const call24ViewCss = /* css */ `
.pl-call24-page { container: pl-call24 / inline-size; display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.pl-call24-page h1 { margin: 0; font-size: 1.5em; line-height: 1.2; }
.pl-call24-page__filters { display: flex; flex-wrap: wrap; gap: 6px; }
.pl-call24-page__filter {
  display: inline-flex; align-items: center; gap: 8px; min-height: 36px; padding: 0 14px; cursor: pointer; font: inherit;
  color: var(--platon-text); background: var(--platon-surface); border: 1px solid var(--platon-border); border-radius: 999px;
}
.pl-call24-page__filter[aria-pressed="true"] { color: var(--platon-primary-contrast); background: var(--platon-primary); border-color: var(--platon-primary); font-weight: 600; }
.pl-call24-page__filter:focus-visible { outline: none; box-shadow: var(--platon-focus); }
.pl-call24-page__count { min-width: 1.6em; padding: 0 6px; border-radius: 999px; font-size: .85em; text-align: center; background: color-mix(in srgb, currentColor 14%, transparent); }
.pl-call24-page__error { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
.pl-call24-page__empty { margin: 0; padding: 24px; text-align: center; color: var(--platon-muted); border: 1px dashed var(--platon-border); border-radius: var(--platon-radius); }
.pl-call24-page__table {
  width: 100%; border-collapse: collapse; background: var(--platon-surface); color: var(--platon-text);
  border: 1px solid var(--platon-border); border-radius: var(--platon-radius);
}
.pl-call24-page__table th, .pl-call24-page__table td { padding: 8px 10px; border-bottom: 1px solid var(--platon-border); text-align: start; vertical-align: top; }
.pl-call24-page__table th { font-weight: 600; color: var(--platon-muted); background: var(--platon-surface-alt, var(--platon-surface)); white-space: nowrap; }
.pl-call24-page__table time { white-space: nowrap; font-variant-numeric: tabular-nums; }
.pl-call24-page__id { font-variant-numeric: tabular-nums; color: var(--platon-muted); }
.pl-call24-page__phone { color: inherit; white-space: nowrap; font-variant-numeric: tabular-nums; }
.pl-call24-page__about { min-width: 12em; }
.pl-call24-page__topic { display: block; font-weight: 600; overflow-wrap: anywhere; }
.pl-call24-page__comment { display: block; font-size: .9em; color: var(--platon-muted); overflow-wrap: anywhere; white-space: pre-line; }
.pl-call24-page__path { overflow-wrap: anywhere; font-size: .9em; }
.pl-call24-page__status { white-space: nowrap; }
.pl-call24-page__row[data-status="new"] .pl-call24-page__status { color: var(--platon-danger); font-weight: 600; }
.pl-call24-page__row[data-status="called_back"] .pl-call24-page__status { color: var(--platon-success); font-weight: 600; }
.pl-call24-page__handler { display: block; }
.pl-call24-page__handled { display: block; font-size: .85em; color: var(--platon-muted); }
.pl-call24-page__actions { width: 1%; }
.pl-call24-page__buttons { display: flex; flex-direction: column; align-items: stretch; gap: 6px; width: 11em; }
.pl-call24-page__buttons .pl-button { min-height: 32px; height: auto; padding: 4px 10px; white-space: normal; line-height: 1.25; }
.pl-call24-page__pager { display: flex; align-items: center; justify-content: flex-end; gap: 12px; }
@container pl-call24 (max-width: 720px) {
  .pl-call24-page__table, .pl-call24-page__table tbody, .pl-call24-page__table tr, .pl-call24-page__table td { display: block; width: 100%; }
  .pl-call24-page__table { border: 0; background: transparent; }
  .pl-call24-page__table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .pl-call24-page__row { margin-bottom: 12px; padding: 6px 12px; background: var(--platon-surface); border: 1px solid var(--platon-border); border-radius: var(--platon-radius); }
  .pl-call24-page__table td { display: grid; grid-template-columns: minmax(90px, 35%) 1fr; gap: 8px; padding: 6px 0; border-bottom: 1px solid var(--platon-border); }
  .pl-call24-page__table td:last-child { border-bottom: 0; }
  .pl-call24-page__about { min-width: 0; }
  .pl-call24-page__table td[data-label]::before { content: attr(data-label); color: var(--platon-muted); font-size: .9em; }
  .pl-call24-page__table td:empty { display: none; }
  .pl-call24-page__actions { width: 100%; }
  .pl-call24-page__buttons { flex-direction: row; flex-wrap: wrap; width: auto; }
  .pl-call24-page__pager { justify-content: space-between; }
}
`;

/**
 * Styles of `/async`, adopted when its chunk loads. Colours only through the theme's custom properties, so every
 * theme and a host's overrides apply. Under 720 px of the view's own width (a phone, or a body narrowed by the
 * sidebar) the table becomes one card per job, each cell led by its column's name.
 */
export const asyncViewCss = /* css */ `
.pl-async { container: pl-async / inline-size; display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.pl-async h1 { margin: 0; font-size: 1.5em; line-height: 1.2; }
.pl-async__error { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
.pl-async__empty { margin: 0; padding: 24px; text-align: center; color: var(--platon-muted); border: 1px dashed var(--platon-border); border-radius: var(--platon-radius); }
.pl-async__table {
  width: 100%; border-collapse: collapse; background: var(--platon-surface); color: var(--platon-text);
  border: 1px solid var(--platon-border); border-radius: var(--platon-radius);
}
.pl-async__table th, .pl-async__table td { padding: 8px 10px; border-bottom: 1px solid var(--platon-border); text-align: start; vertical-align: middle; }
.pl-async__table th { font-weight: 600; color: var(--platon-muted); background: var(--platon-surface-alt, var(--platon-surface)); white-space: nowrap; }
.pl-async__title { display: block; font-weight: 600; overflow-wrap: anywhere; }
.pl-async__kind { display: block; font-size: .85em; color: var(--platon-muted); }
.pl-async__status { white-space: nowrap; }
.pl-async__row[data-status="failed"] .pl-async__status { color: var(--platon-danger); font-weight: 600; }
.pl-async__row[data-status="done"] .pl-async__status { color: var(--platon-success); font-weight: 600; }
.pl-async__progress { display: block; width: 140px; max-width: 100%; accent-color: var(--platon-primary); }
.pl-async__rows { display: block; font-size: .85em; color: var(--platon-muted); white-space: nowrap; font-variant-numeric: tabular-nums; }
.pl-async__table time { white-space: nowrap; font-variant-numeric: tabular-nums; }
.pl-async__message { overflow-wrap: anywhere; }
.pl-async__actions { white-space: nowrap; text-align: end; }
.pl-async__actions .pl-button { min-height: 32px; padding: 0 10px; }
.pl-async__actions .pl-button + .pl-button { margin-inline-start: 6px; }
@container pl-async (max-width: 720px) {
  .pl-async__table, .pl-async__table tbody, .pl-async__table tr, .pl-async__table td { display: block; width: 100%; }
  .pl-async__table { border: 0; background: transparent; }
  .pl-async__table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .pl-async__row { margin-bottom: 12px; padding: 6px 12px; background: var(--platon-surface); border: 1px solid var(--platon-border); border-radius: var(--platon-radius); }
  .pl-async__table td { display: grid; grid-template-columns: minmax(90px, 35%) 1fr; gap: 8px; padding: 6px 0; border-bottom: 1px solid var(--platon-border); }
  .pl-async__table td:last-child { border-bottom: 0; }
  .pl-async__table td[data-label]::before { content: attr(data-label); color: var(--platon-muted); font-size: .9em; }
  .pl-async__table td:empty { display: none; }
  .pl-async__actions { display: flex !important; flex-wrap: wrap; gap: 6px; justify-content: flex-start; text-align: start; }
  .pl-async__actions .pl-button + .pl-button { margin-inline-start: 0; }
  .pl-async__progress { width: 100%; }
}
`;

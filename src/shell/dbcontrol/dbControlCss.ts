/**
 * Styles of the database control page, adopted when its chunk loads. Colours only through the theme's custom
 * properties. Result tables scroll sideways inside their own box, so a wide result never widens the page
 * (420 px screens included); the tab row wraps.
 */
export const dbControlCss = /* css */ `
.pl-dbc { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.pl-dbc h1 { margin: 0; font-size: 1.5em; line-height: 1.2; }
.pl-dbc h2 { margin: 0; font-size: 1.1em; }
.pl-dbc h3 { margin: 8px 0 0; font-size: 1em; }
.pl-dbc__editor { border: 1px solid var(--platon-border); border-radius: var(--platon-radius); background: var(--platon-surface); min-width: 0; }
.pl-dbc__editor .cm-editor { min-height: 140px; }
.pl-dbc__editor .cm-scroller { min-height: 140px; max-height: 50vh; overflow: auto; }
.pl-dbc__hint { margin: 0; color: var(--platon-muted); font-size: .85em; }
.pl-dbc__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.pl-dbc__status { color: var(--platon-muted); font-variant-numeric: tabular-nums; }
.pl-dbc__error { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.pl-dbc__scroll { min-width: 0; max-width: 100%; overflow: auto; max-height: 70vh; border: 1px solid var(--platon-border); border-radius: var(--platon-radius); }
.pl-dbc__table { width: 100%; border-collapse: collapse; background: var(--platon-surface); color: var(--platon-text); font-size: .9em; }
.pl-dbc__table caption { text-align: start; padding: 6px 10px; font-weight: 600; }
.pl-dbc__table th, .pl-dbc__table td { padding: 5px 10px; border-bottom: 1px solid var(--platon-border); text-align: start; vertical-align: top; }
.pl-dbc__table th { position: sticky; top: 0; z-index: 1; font-weight: 600; background: var(--platon-surface-alt, var(--platon-surface)); white-space: nowrap; }
.pl-dbc__type { display: block; font-weight: 400; font-size: .8em; color: var(--platon-muted); }
.pl-dbc__table td { max-width: 40em; overflow-wrap: break-word; white-space: pre-wrap; }
.pl-dbc__table td.pl-dbc__num { text-align: end; white-space: nowrap; font-variant-numeric: tabular-nums; }
.pl-dbc__table td.pl-dbc__code { font-family: var(--platon-mono, ui-monospace, monospace); font-size: .9em; min-width: 16em; }
.pl-dbc__null { color: var(--platon-muted); font-style: italic; }
.pl-dbc__empty { margin: 0; padding: 16px; text-align: center; color: var(--platon-muted); border: 1px dashed var(--platon-border); border-radius: var(--platon-radius); }
.pl-dbc__bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; }
`;

/**
 * Styles of the configuration page, adopted when its chunk loads. Colours only through the theme's custom
 * properties; long lists and wide differences scroll inside their own box, so a 420 px screen stays one column.
 */
export const configurationCss = /* css */ `
.pl-cfg { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.pl-cfg h1 { margin: 0; font-size: 1.5em; line-height: 1.2; }
.pl-cfg h2 { margin: 0; font-size: 1.1em; }
.pl-cfg h3 { margin: 0; font-size: 1em; overflow-wrap: anywhere; }
.pl-cfg__panel { max-width: 60em; }
.pl-cfg__intro { margin: 0; color: var(--platon-muted); }
.pl-cfg__empty { margin: 0; padding: 16px; text-align: center; color: var(--platon-muted); border: 1px dashed var(--platon-border); border-radius: var(--platon-radius); }
.pl-cfg__card { display: flex; flex-direction: column; gap: 8px; padding: 12px; border: 1px solid var(--platon-border); border-radius: var(--platon-radius); background: var(--platon-surface); min-width: 0; }
.pl-cfg__meta { margin: 0; color: var(--platon-muted); font-size: .85em; }
.pl-cfg__badge { display: inline-block; padding: 0 6px; border-radius: var(--platon-radius); background: color-mix(in srgb, var(--platon-danger) 12%, transparent); color: var(--platon-danger); font-size: .85em; }
.pl-cfg__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.pl-cfg__scroll { min-width: 0; max-width: 100%; overflow: auto; max-height: 50vh; border: 1px solid var(--platon-border); border-radius: var(--platon-radius); }
.pl-cfg__table { width: 100%; border-collapse: collapse; font-size: .9em; }
.pl-cfg__table th, .pl-cfg__table td { padding: 5px 10px; border-bottom: 1px solid var(--platon-border); text-align: start; vertical-align: top; overflow-wrap: break-word; white-space: pre-wrap; }
.pl-cfg__table th { position: sticky; top: 0; background: var(--platon-surface-alt, var(--platon-surface)); font-weight: 600; white-space: nowrap; }
.pl-cfg__groups { display: grid; grid-template-columns: repeat(auto-fill, minmax(16em, 1fr)); gap: 12px; }
.pl-cfg__group { margin: 0; padding: 8px 12px 12px; border: 1px solid var(--platon-border); border-radius: var(--platon-radius); min-width: 0; }
.pl-cfg__group legend { font-weight: 600; padding: 0 4px; }
.pl-cfg__items { display: flex; flex-direction: column; gap: 2px; max-height: 14em; overflow: auto; margin-top: 6px; }
.pl-cfg__check { display: flex; align-items: flex-start; gap: 6px; cursor: pointer; overflow-wrap: anywhere; }
.pl-cfg__check input { margin-top: 3px; }
.pl-cfg__all { font-weight: 600; border-bottom: 1px solid var(--platon-border); padding-bottom: 4px; }
.pl-cfg__file { display: flex; flex-direction: column; gap: 4px; }
.pl-cfg__file label { font-weight: 600; }
.pl-cfg__create { color: var(--platon-success, var(--platon-primary)); }
.pl-cfg__change { color: var(--platon-warning, var(--platon-danger)); }
.pl-cfg__same { color: var(--platon-muted); }
`;

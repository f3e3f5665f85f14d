/**
 * Styles of the account screen and the profile's session list, adopted when their chunk loads. Colours only
 * through the theme's custom properties; the session table scrolls in its own box, so a 420 px screen stays
 * one column.
 */
export const accountCss = /* css */ `
.pl-acct { display: flex; flex-direction: column; gap: 14px; min-width: 0; max-width: 64em; }
.pl-acct h1 { margin: 0; font-size: 1.5em; line-height: 1.2; }
.pl-acct h2 { margin: 0; font-size: 1.1em; }
.pl-acct p { margin: 0; }
.pl-acct__back { align-self: flex-start; color: var(--platon-primary); text-decoration: none; }
.pl-acct__back:hover { text-decoration: underline; }
.pl-acct__back:focus-visible { outline: none; box-shadow: var(--platon-focus); border-radius: var(--platon-radius); }
.pl-acct__who { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; overflow-wrap: anywhere; }
.pl-acct__card { display: flex; flex-direction: column; gap: 10px; padding: 14px; border: 1px solid var(--platon-border); border-radius: var(--platon-radius); background: var(--platon-surface); min-width: 0; }
.pl-acct__row { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 16px; }
.pl-acct__actions { display: flex; flex-wrap: wrap; gap: 8px; }
.pl-acct__facts { display: flex; flex-wrap: wrap; gap: 8px 32px; margin: 0; }
.pl-acct__facts dt { color: var(--platon-muted); font-size: .85em; }
.pl-acct__facts dd { margin: 0; font-weight: 600; }
.pl-acct__locked { color: var(--platon-danger); font-weight: 600; }
.pl-acct__fine { color: var(--platon-muted); }
.pl-acct__notice:empty { display: none; }
.pl-acct__notice { padding: 8px 12px; border-radius: var(--platon-radius); }
.pl-acct__notice--success { background: color-mix(in srgb, var(--platon-success, var(--platon-primary)) 12%, transparent); }
.pl-acct__notice--danger { background: color-mix(in srgb, var(--platon-danger) 12%, transparent); color: var(--platon-danger); }
.pl-acct__empty { padding: 12px; text-align: center; color: var(--platon-muted); border: 1px dashed var(--platon-border); border-radius: var(--platon-radius); }
.pl-acct__scroll { min-width: 0; max-width: 100%; overflow-x: auto; }
.pl-acct__table { width: 100%; border-collapse: collapse; font-size: .9em; }
.pl-acct__table th, .pl-acct__table td { padding: 6px 10px; border-bottom: 1px solid var(--platon-border); text-align: start; vertical-align: middle; }
.pl-acct__table th { font-weight: 600; white-space: nowrap; }
.pl-acct__table td { white-space: nowrap; }
.pl-acct__agent { max-width: 22em; overflow: hidden; text-overflow: ellipsis; }
.pl-acct__badge { display: inline-block; padding: 1px 8px; border-radius: var(--platon-radius); background: color-mix(in srgb, var(--platon-primary) 12%, transparent); font-size: .85em; white-space: nowrap; }
.pl-acct__badge--muted { background: color-mix(in srgb, var(--platon-danger) 12%, transparent); color: var(--platon-danger); }
/* Narrow screens: each session is a small card of labelled lines, its End button in reach without scrolling. */
@media (max-width: 640px) {
  .pl-acct__table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .pl-acct__table, .pl-acct__table tbody, .pl-acct__table tr, .pl-acct__table td { display: block; }
  .pl-acct__table tr { padding: 8px 0; border-bottom: 1px solid var(--platon-border); }
  .pl-acct__table td { padding: 2px 0; border: 0; white-space: normal; }
  .pl-acct__table td[data-label]::before { content: attr(data-label) ": "; color: var(--platon-muted); }
  .pl-acct__agent { max-width: none; overflow-wrap: anywhere; }
}
`;

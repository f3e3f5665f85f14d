/**
 * Styles of the pager (Pager.tsx), a sheet of its own so that a view that borrows the pager without the table
 * (the file manager) adopts only this. Colours come only from `--platon-*`.
 */
export const pagerCss = /* css */ `
.pl-pager { display: flex; align-items: center; justify-content: space-between; flex-wrap: wrap; gap: 8px 16px; padding: 10px 0; margin: 0; }
.pl-pager__total { color: var(--platon-muted); }
.pl-pager__size { display: inline-flex; align-items: center; gap: 8px; }
.pl-pager__select { width: auto; min-height: 32px; padding: 2px 6px; }
.pl-pager__pages { display: inline-flex; align-items: center; gap: 4px; flex-wrap: wrap; }
.pl-pager__button {
  min-width: 32px; min-height: 32px; padding: 0 8px; border: 1px solid var(--platon-border); border-radius: var(--platon-radius);
  background: var(--platon-surface); color: var(--platon-text); font: inherit; cursor: pointer;
}
.pl-pager__button:hover:not(:disabled) { border-color: var(--platon-primary); }
.pl-pager__button:disabled { opacity: .5; cursor: not-allowed; }
.pl-pager__button--current { background: var(--platon-primary); border-color: var(--platon-primary); color: var(--platon-primary-contrast); }
.pl-pager__gap { color: var(--platon-muted); padding: 0 4px; }
.pl-pager__button:focus-visible { outline: none; box-shadow: var(--platon-focus); }
`;

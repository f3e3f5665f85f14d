/**
 * The icon picker (IconPickerControl); adopted by the control, whose lazy chunk carries it.
 */
export const iconPickerCss = /* css */ `
.pl-icon-picker { display: flex; flex-direction: column; gap: 6px; }
.pl-icon-picker__current { display: flex; align-items: center; gap: 8px; min-height: 32px; }
.pl-icon-picker__preview { display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px;
  border: 1px solid var(--platon-border); border-radius: 6px; font-size: 1.1em; }
.pl-icon-picker__name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pl-icon-picker__none { color: var(--platon-muted); }
.pl-icon-picker__grid { display: grid; grid-template-columns: repeat(8, 40px); gap: 4px; margin: 0; padding: 0; list-style: none;
  max-height: 132px; overflow-y: auto; }
.pl-icon-picker__option { display: flex; align-items: center; justify-content: center; width: 40px; height: 40px; border-radius: 6px;
  border: 1px solid transparent; cursor: pointer; font-size: 1.15em; }
.pl-icon-picker__option:hover { background: var(--platon-hover, rgba(0, 0, 0, .05)); }
.pl-icon-picker__option[aria-selected="true"] { border-color: var(--platon-primary); background: var(--platon-selected, rgba(37, 99, 235, .1)); }
.pl-icon-picker__option--active { box-shadow: var(--platon-focus); }
.pl-icon-picker__empty { color: var(--platon-muted); margin: 0; }
`;

/**
 * The listbox popup of selects and scroll selects (search box, options, loading and failure rows); adopted
 * by ListboxPopup, whose lazy chunk carries it.
 */
export const listboxCss = /* css */ `
.pl-listbox {
  z-index: 1500; display: flex; flex-direction: column; gap: 4px; padding: 4px; overflow: hidden;
  background: var(--platon-surface); color: var(--platon-text); border: 1px solid var(--platon-border);
  border-radius: var(--platon-radius); box-shadow: 0 10px 30px rgba(0, 0, 0, .2);
  font-family: var(--platon-font, system-ui, sans-serif); font-size: var(--platon-font-size, 14px);
}
.pl-listbox__search { flex: none; min-height: 34px; }
.pl-listbox__notice { padding: 6px 10px; border-radius: 4px; color: var(--platon-danger); background: color-mix(in srgb, var(--platon-danger) 8%, transparent); }
.pl-listbox__list { list-style: none; margin: 0; padding: 0; overflow: auto; outline: none; min-height: 0; }
.pl-listbox__option { display: flex; align-items: center; gap: 6px; padding: 6px 10px; border-radius: 4px; cursor: pointer; }
.pl-listbox__option--active { background: color-mix(in srgb, var(--platon-primary) 12%, transparent); }
.pl-listbox__option[aria-selected="true"] { font-weight: 600; }
.pl-listbox__check { width: 1em; color: var(--platon-primary); }
[aria-selected="true"] > .pl-listbox__check::before { content: '✓'; }
.pl-listbox__end { height: 1px; }
.pl-listbox__empty, .pl-listbox__loading { padding: 8px 10px; color: var(--platon-muted); }
.pl-listbox__failed { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 6px 10px; color: var(--platon-danger); }
.pl-listbox__retry { min-height: 28px; padding: 0 10px; }
`;

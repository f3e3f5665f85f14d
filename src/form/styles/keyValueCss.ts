/**
 * The key-value list control; adopted by KeyValueControl, whose lazy chunk carries it.
 */
export const keyValueCss = /* css */ `
.pl-kv { display: flex; flex-direction: column; gap: 6px; }
.pl-kv__head, .pl-kv__row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) 36px; gap: 6px; align-items: center; }
.pl-kv__head { color: var(--platon-muted); font-size: .9em; }
.pl-kv__remove { color: var(--platon-muted); font-size: 1.2em; }
.pl-kv__remove:hover:not(:disabled) { color: var(--platon-danger); }
.pl-kv__remove:disabled { cursor: not-allowed; opacity: .5; }
.pl-kv__add { align-self: flex-start; }
`;

/**
 * Styles of the select and scroll select form controls; adopted with the form's sheets (useFormStyles). The
 * listbox they open brings its own (src/ui/styles/listboxCss.ts).
 */
export const formChoiceControlsCss = /* css */ `
.pl-choice {
  position: relative; display: flex; flex-wrap: wrap; align-items: center; gap: 4px;
  min-height: 38px; padding: 2px 4px; border: 1px solid var(--platon-border); border-radius: var(--platon-radius);
  background: var(--platon-surface);
}
.pl-choice:focus-within { box-shadow: var(--platon-focus); border-color: var(--platon-primary); }
.pl-choice--invalid { border-color: var(--platon-danger); }
.pl-choice[data-disabled], .pl-choice[data-readonly] { background: var(--platon-surface-alt); }
.pl-choice__trigger {
  flex: 1 1 120px; min-width: 0; min-height: 32px; display: flex; align-items: center; gap: 6px;
  padding: 2px 6px; border: 0; background: transparent; color: inherit; font: inherit; text-align: left; cursor: pointer;
}
.pl-choice__trigger:focus-visible { outline: none; }
.pl-choice__trigger:disabled { cursor: not-allowed; color: var(--platon-muted); }
.pl-choice__trigger[aria-readonly="true"] { cursor: default; }
.pl-choice__value { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pl-choice__value--empty { color: var(--platon-muted); }
.pl-choice__arrow { color: var(--platon-muted); }
.pl-choice__clear { flex: none; color: var(--platon-muted); line-height: 1; }
.pl-choice__clear:hover { color: var(--platon-danger); }
.pl-choice__chips { display: contents; list-style: none; margin: 0; padding: 0; }
.pl-choice__chip {
  display: inline-flex; align-items: center; gap: 2px; max-width: 100%; padding: 1px 2px 1px 8px; border-radius: 12px;
  background: color-mix(in srgb, var(--platon-primary) 12%, var(--platon-surface)); font-size: .92em;
}
.pl-choice__chip-text { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pl-choice__chip-remove {
  border: 0; background: transparent; color: var(--platon-muted); font: inherit; line-height: 1;
  padding: 2px 6px; border-radius: 10px; cursor: pointer;
}
.pl-choice__chip-remove:hover { color: var(--platon-danger); }
.pl-choice__chip-remove:focus-visible { outline: none; box-shadow: var(--platon-focus); }
`;

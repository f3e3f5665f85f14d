/**
 * Styles of the text, number, date, checkbox, key-value and raw json form controls (and the suggestion list
 * list they open); adopted with the form's sheets (useFormStyles). The field frame with addons and the date and
 * time pickers are shared with the table's filters: src/ui/styles/textFieldCss.ts and src/ui/date/pickerCss.ts.
 */
export const formTextControlsCss = /* css */ `
.pl-suggestions {
  z-index: 1500; list-style: none; margin: 0; padding: 4px; overflow: auto;
  background: var(--platon-surface); color: var(--platon-text); border: 1px solid var(--platon-border);
  border-radius: var(--platon-radius); box-shadow: 0 10px 30px rgba(0, 0, 0, .2);
  font-family: var(--platon-font, system-ui, sans-serif); font-size: var(--platon-font-size, 14px);
}
.pl-suggestions__option { padding: 6px 10px; border-radius: 4px; cursor: pointer; }
.pl-suggestions__option--active { background: color-mix(in srgb, var(--platon-primary) 12%, transparent); }

.pl-textarea { resize: vertical; min-height: 76px; max-height: 60vh; }
.pl-number { font-variant-numeric: tabular-nums; }

.pl-switch { position: relative; display: inline-flex; align-items: center; width: 44px; height: 24px; }
.pl-switch__input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; z-index: 1; }
.pl-switch__input:disabled { cursor: not-allowed; }
.pl-switch__input[aria-readonly="true"] { cursor: default; }
.pl-switch__track {
  width: 100%; height: 100%; border-radius: 12px; background: var(--platon-border);
  transition: background-color .15s; display: flex; align-items: center; padding: 2px;
}
.pl-switch__thumb {
  width: 20px; height: 20px; border-radius: 50%; background: var(--platon-surface);
  box-shadow: 0 1px 3px rgba(0, 0, 0, .3); transition: transform .15s;
}
.pl-switch__input:checked + .pl-switch__track { background: var(--platon-primary); }
.pl-switch__input:checked + .pl-switch__track .pl-switch__thumb { transform: translateX(20px); }
.pl-switch__input:focus-visible + .pl-switch__track { box-shadow: var(--platon-focus); }
.pl-switch__input:disabled + .pl-switch__track { opacity: .55; }
.pl-switch__input[aria-invalid="true"] + .pl-switch__track { outline: 1px solid var(--platon-danger); }

.pl-kv { display: flex; flex-direction: column; gap: 6px; }
.pl-kv__head, .pl-kv__row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) 36px; gap: 6px; align-items: center; }
.pl-kv__head { color: var(--platon-muted); font-size: .9em; }
.pl-kv__remove { color: var(--platon-muted); font-size: 1.2em; }
.pl-kv__remove:hover:not(:disabled) { color: var(--platon-danger); }
.pl-kv__remove:disabled { cursor: not-allowed; opacity: .5; }
.pl-kv__add { align-self: flex-start; }

.pl-json { display: flex; flex-direction: column; gap: 6px; }
.pl-json__text {
  font-family: var(--platon-mono-font, ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace);
  font-size: .92em; resize: vertical; min-height: 140px; white-space: pre; tab-size: 2;
}
.pl-json__tools { display: flex; justify-content: flex-end; }

`;

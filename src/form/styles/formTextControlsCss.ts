/**
 * Styles of the text, number, date, checkbox, key-value and raw json form controls (and the suggestion list
 * and date/time pickers they open); adopted with the form's sheets (useFormStyles).
 */
export const formTextControlsCss = /* css */ `
.pl-text-field { display: flex; align-items: stretch; width: 100%; }
.pl-text-field > .pl-input { flex: 1 1 auto; min-width: 0; }
.pl-addon {
  flex: none; display: inline-flex; align-items: center; gap: 4px; padding: 0 10px; min-height: 38px;
  border: 1px solid var(--platon-border); background: var(--platon-surface-alt); color: var(--platon-muted);
  white-space: nowrap;
}
.pl-addon--left { border-right: 0; }
.pl-addon--right { border-left: 0; }
.pl-addon--left:first-child { border-radius: var(--platon-radius) 0 0 var(--platon-radius); }
.pl-addon--right:last-child { border-radius: 0 var(--platon-radius) var(--platon-radius) 0; }
.pl-text-field:has(> .pl-addon--left) > .pl-input { border-top-left-radius: 0; border-bottom-left-radius: 0; }
.pl-text-field:has(> .pl-addon--right) > .pl-input { border-top-right-radius: 0; border-bottom-right-radius: 0; }
.pl-addon--button { font: inherit; cursor: pointer; color: var(--platon-text); }
.pl-addon--button:hover:not(:disabled) { color: var(--platon-primary); }
.pl-addon--button:focus-visible { outline: none; box-shadow: var(--platon-focus); position: relative; }
.pl-addon--button:disabled { cursor: not-allowed; opacity: .6; }

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

.pl-picker-toggle { font-size: 1.05em; }
.pl-picker {
  z-index: 1500; padding: 10px; background: var(--platon-surface); color: var(--platon-text);
  border: 1px solid var(--platon-border); border-radius: var(--platon-radius); box-shadow: 0 10px 30px rgba(0, 0, 0, .2);
  font-family: var(--platon-font, system-ui, sans-serif); font-size: var(--platon-font-size, 14px);
  display: flex; flex-direction: column; gap: 8px; min-width: 280px;
}
.pl-picker__head { display: flex; align-items: center; gap: 4px; }
.pl-picker__head select { flex: 1; min-height: 32px; padding: 2px 4px; font: inherit; border: 1px solid var(--platon-border); border-radius: var(--platon-radius); background: var(--platon-surface); color: inherit; }
.pl-picker__nav { min-width: 32px; min-height: 32px; font-size: 1.1em; }
.pl-picker__nav:disabled { opacity: .4; cursor: not-allowed; }
.pl-calendar { border-collapse: collapse; width: 100%; table-layout: fixed; }
.pl-calendar th { font-weight: 500; color: var(--platon-muted); font-size: .85em; padding: 2px 0; text-align: center; }
.pl-calendar td { padding: 1px; text-align: center; }
.pl-calendar__day {
  width: 100%; min-height: 32px; border: 1px solid transparent; border-radius: var(--platon-radius);
  background: transparent; color: inherit; font: inherit; cursor: pointer;
}
.pl-calendar__day:hover:not([aria-disabled="true"]) { background: color-mix(in srgb, var(--platon-primary) 10%, transparent); }
.pl-calendar__day:focus-visible { outline: none; box-shadow: var(--platon-focus); }
.pl-calendar__day--outside { color: var(--platon-muted); }
.pl-calendar__day--today { border-color: var(--platon-primary); }
.pl-calendar td[aria-selected="true"] .pl-calendar__day { background: var(--platon-primary); color: var(--platon-primary-contrast); }
.pl-calendar__day[aria-disabled="true"] { color: var(--platon-border); cursor: not-allowed; text-decoration: line-through; }
.pl-picker__time { display: flex; gap: 8px; align-items: center; }
.pl-picker__time label { display: flex; flex-direction: column; gap: 2px; flex: 1; font-size: .9em; color: var(--platon-muted); }
.pl-picker__time select { min-height: 32px; font: inherit; border: 1px solid var(--platon-border); border-radius: var(--platon-radius); background: var(--platon-surface); color: var(--platon-text); }
.pl-picker__foot { display: flex; gap: 6px; justify-content: flex-end; }
.pl-picker__foot .pl-button { min-height: 30px; padding: 0 10px; }
.pl-picker__foot .pl-picker__today { margin-right: auto; }
`;

/**
 * Styles of the textarea, number and checkbox form controls; adopted with the form's sheets (useFormStyles).
 * The field frame with addons and the date and time pickers are shared with the table's filters:
 * src/ui/styles/textFieldCss.ts and src/ui/date/pickerCss.ts. Lazy controls bring their own (suggestionsCss,
 * keyValueCss, rawJsonCss).
 */
export const formTextControlsCss = /* css */ `
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
`;

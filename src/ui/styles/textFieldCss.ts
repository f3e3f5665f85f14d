/**
 * The field frame of text inputs with addons (text before or after, a button such as a date field's calendar
 * toggle); shared by the form's controls and the table's filters, each adopting it with its own sheets.
 */
export const textFieldCss = /* css */ `
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
.pl-picker-toggle { font-size: 1.05em; }
`;

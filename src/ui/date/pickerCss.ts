/**
 * The date and time picker popovers (calendar, hour and minute selects, footer buttons), adopted by
 * PickerPopover into the root it opens in, so form controls and table filters draw the same popup. It is as
 * wide as its calendar (not the viewport) and never wider than the viewport less a margin.
 */
export const pickerCss = /* css */ `
.pl-picker {
  z-index: 1500; padding: 10px; background: var(--platon-surface); color: var(--platon-text);
  border: 1px solid var(--platon-border); border-radius: var(--platon-radius); box-shadow: 0 10px 30px rgba(0, 0, 0, .2);
  font-family: var(--platon-font, system-ui, sans-serif); font-size: var(--platon-font-size, 14px);
  display: flex; flex-direction: column; gap: 8px; box-sizing: border-box;
  width: 304px; max-width: calc(100vw - 16px); overflow: auto;
}
.pl-picker__head { display: flex; align-items: center; gap: 4px; }
.pl-picker__head select { flex: 1; min-width: 0; min-height: 32px; padding: 2px 4px; font: inherit; border: 1px solid var(--platon-border); border-radius: var(--platon-radius); background: var(--platon-surface); color: inherit; }
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

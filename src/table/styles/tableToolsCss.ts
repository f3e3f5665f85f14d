/**
 * Styles of the table's tools: the filter bar, the select filter's popup, the column settings modal and the
 * export modal; adopted with the table's sheet (useTableStyles). Colours come only from `--platon-*`.
 */
export const tableToolsCss = /* css */ `
.pl-filters { display: flex; align-items: flex-end; gap: 12px; margin-bottom: 12px; }
/* Filters sit on a 12-column row: each takes --pl-filter-width (docs/behaviour.md §5 width rule, set per filter). */
.pl-filters__grid { flex: 1; min-width: 0; display: flex; flex-wrap: wrap; margin: 0 -6px; }
.pl-filter { width: var(--pl-filter-width, 25%); max-width: 100%; min-width: 0; padding: 0 6px; margin-bottom: 10px; }
.pl-filters__actions { flex: none; margin-bottom: 10px; }
@media (max-width: 767px) {
  .pl-filters { flex-direction: column; align-items: stretch; }
  .pl-filter { width: 100%; }
}
.pl-filter__head { display: flex; align-items: center; gap: 6px; min-height: 22px; margin-bottom: 4px; }
.pl-filter__label { font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pl-filter__gear { color: var(--platon-muted); text-decoration: none; border-radius: var(--platon-radius); padding: 0 4px; }
.pl-filter__gear:hover { color: var(--platon-primary); }
.pl-filter__gear:focus-visible { outline: none; box-shadow: var(--platon-focus); }

.pl-range { display: flex; align-items: center; gap: 6px; }
.pl-range .pl-input, .pl-range > .pl-text-field { flex: 1; min-width: 0; }
/* A date range keeps both ends on one line, as the amount range does (issue 43): its filter takes the room two
   DD.MM.YYYY fields with their calendar buttons need. Only a filter narrower than that (a phone, a narrow host)
   puts the ends under each other rather than cutting the dates. */
.pl-filter:has(> .pl-range > .pl-text-field) { min-width: min(100%, 330px); }
.pl-range:has(> .pl-text-field) { flex-wrap: wrap; }
.pl-range > .pl-text-field { flex: 1 1 130px; }

.pl-filter-chips { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; min-width: 0; margin: 0; padding: 0; list-style: none; }
.pl-chip {
  display: inline-flex; align-items: center; gap: 2px; max-width: 100%; min-height: 30px; padding: 0 2px 0 10px;
  border: 1px solid var(--platon-border); border-radius: 15px; background: var(--platon-surface-alt); font-size: .9em;
}
.pl-chip__text { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 260px; }
.pl-chip__remove {
  display: inline-grid; place-items: center; width: 26px; height: 26px; padding: 0; border: 0; border-radius: 50%;
  background: transparent; color: var(--platon-muted); font: inherit; font-size: 1.2em; line-height: 1; cursor: pointer;
}
.pl-chip__remove:hover { color: var(--platon-danger); background: var(--platon-surface); }
.pl-chip__remove:focus-visible { outline: none; box-shadow: var(--platon-focus); }
.pl-range__dash { color: var(--platon-muted); }

.pl-segmented { display: flex; width: 100%; border: 1px solid var(--platon-border); border-radius: var(--platon-radius); overflow: hidden; min-height: 38px; }
.pl-segmented__item {
  position: relative; flex: 1 1 auto; min-width: 0; display: flex; align-items: center; justify-content: center;
  padding: 0 8px; cursor: pointer; background: var(--platon-surface); white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.pl-segmented__item + .pl-segmented__item { border-left: 1px solid var(--platon-border); }
.pl-segmented__item input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.pl-segmented__item:has(input:checked) { background: var(--platon-primary); color: var(--platon-primary-contrast); }
.pl-segmented__item:has(input:focus-visible) { box-shadow: inset var(--platon-focus); }

.pl-select { position: relative; display: flex; }
.pl-select__trigger { display: flex; align-items: center; gap: 6px; text-align: left; cursor: pointer; padding-right: 28px; }
.pl-select__trigger:focus-visible { outline: none; box-shadow: var(--platon-focus); }
.pl-select__trigger:disabled { cursor: not-allowed; background: var(--platon-surface-alt); color: var(--platon-muted); }
.pl-select__value { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pl-select__value--empty { color: var(--platon-muted); }
.pl-select__arrow { color: var(--platon-muted); }
.pl-select__clear { position: absolute; right: 22px; top: 50%; transform: translateY(-50%); color: var(--platon-muted); }
.pl-select:has(.pl-select__clear) .pl-select__trigger { padding-right: 48px; }

.pl-dialog:has(.pl-column-settings) .pl-dialog__body { flex: 1; min-height: 0; }
.pl-column-settings__hint { margin: 0 0 10px; }
.pl-column-settings__list { list-style: none; margin: 0; padding: 0; }
.pl-column-settings__list .pl-column-settings__list { padding-left: 24px; border-left: 2px solid var(--platon-border); margin-left: 8px; }
.pl-column-settings__row { display: flex; align-items: center; gap: 6px; padding: 4px 0; }
.pl-column-settings__row--hidden .pl-column-settings__label { color: var(--platon-muted); text-decoration: line-through; }
.pl-column-settings__label { flex: 1 1 40%; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pl-column-settings__title { flex: 1 1 45%; min-height: 32px; padding: 4px 8px; }
.pl-column-settings__move:disabled { opacity: .35; cursor: default; }
.pl-column-settings__reset { margin-right: auto; }

.pl-export__facts { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 0 0 14px; }
.pl-export__facts dt { color: var(--platon-muted); }
.pl-export__facts dd { margin: 0; font-weight: 500; overflow-wrap: anywhere; }
.pl-dialog:has(.pl-export) .pl-button[aria-disabled="true"] { opacity: .55; cursor: progress; }
.pl-export-progress {
  position: fixed; right: 16px; bottom: 16px; z-index: 50; display: flex; align-items: center; flex-wrap: wrap; gap: 8px 12px;
  max-width: calc(100vw - 32px); padding: 10px 14px; border: 1px solid var(--platon-border); border-radius: var(--platon-radius);
  background: var(--platon-surface); color: var(--platon-text); box-shadow: 0 4px 16px rgb(0 0 0 / .18);
}
.pl-export-progress .pl-alert { margin: 0; }
.pl-export-progress__bar { width: 160px; accent-color: var(--platon-primary); }
.pl-export__job { margin: 0; }
.pl-export__job a { color: var(--platon-primary); }
.pl-export-progress__failure { color: var(--platon-danger); }
.pl-export__spinner { display: flex; align-items: center; gap: 10px; margin-bottom: 14px; color: var(--platon-muted); }
.pl-spinner-ring {
  width: 20px; height: 20px; border-radius: 50%; border: 3px solid var(--platon-border);
  border-top-color: var(--platon-primary); animation: pl-spin .8s linear infinite;
}
@keyframes pl-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .pl-spinner-ring { animation-duration: 3s; } }
`;

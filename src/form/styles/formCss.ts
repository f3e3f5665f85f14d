/**
 * Styles of the form area: the screen, the 12-column grid, the field frame (labels top/left/right/bottom,
 * the red required asterisk, hint, error, gear link), the fieldset and the footer. Tabs, form buttons and html
 * blocks bring theirs with their chunks (tabContainerCss, formButtonCss, formHtmlCss). Controls keep their own look in their areas' files; shared class names: pl-form, pl-field*, pl-input.
 * Adopted when the form's chunk loads (useFormStyles).
 */
export const formCss = /* css */ `
.pl-form-screen { display: flex; flex-direction: column; gap: 12px; }
.pl-form__title { margin: 0; font-size: 1.3em; }
.pl-form { --pl-form-label-width: 160px; display: flex; flex-direction: column; gap: 12px; min-width: 0; }
.pl-form__grid { display: grid; grid-template-columns: repeat(12, minmax(0, 1fr)); column-gap: 16px; align-items: start; min-width: 0; }
.pl-form__cell { min-width: 0; position: relative; }
.pl-form__cell--frameless { display: flex; flex-direction: column; gap: 4px; }
/* A gear with no label row to sit in (containers, html, buttons, fields labelled at the side) rides on the
   cell's top corner, in the space above it, rather than taking a row of its own. */
.pl-form__gear--corner { position: absolute; top: -1.25em; right: 0; z-index: 1; }
@media (max-width: 767px) {
  .pl-form__grid > .pl-form__cell { grid-column: 1 / -1 !important; width: auto !important; }
}

.pl-field { margin-bottom: 14px; min-width: 0; }
.pl-field__top { display: flex; align-items: center; gap: 6px; min-height: 1.45em; }
.pl-field__label { font-weight: 500; }
.pl-field__label--bottom { font-weight: 400; color: var(--platon-muted); font-size: .9em; }
.pl-field__row { display: flex; align-items: center; gap: 8px; min-width: 0; }
.pl-field__label--left { flex: 0 0 var(--pl-form-label-width); text-align: right; }
.pl-field__label--right { flex: 0 0 auto; }
.pl-field__control { flex: 1; min-width: 0; }
.pl-field__required { color: var(--platon-danger); font-weight: 700; }
.pl-field__hint { margin: 2px 0 0; color: var(--platon-muted); font-size: .9em; }
.pl-field__error { margin: 2px 0 0; color: var(--platon-danger); font-size: .9em; }
.pl-field--invalid .pl-input { border-color: var(--platon-danger); }
.pl-field__gear {
  margin-left: auto; color: var(--platon-muted); text-decoration: none; line-height: 1; padding: 2px 4px;
  border-radius: var(--platon-radius);
}
.pl-field__gear:hover { color: var(--platon-primary); }
.pl-field__gear:focus-visible { outline: none; box-shadow: var(--platon-focus); }
@media (max-width: 767px) {
  .pl-field__row { flex-wrap: wrap; }
  .pl-field__label--left { flex-basis: 100%; text-align: left; }
}

.pl-form__footer { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; padding-top: 12px; border-top: 1px solid var(--platon-border); }
.pl-form__stale { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; margin: 0; }
.pl-form__stale-text { margin: 0; }
.pl-spinner--inline { padding: 8px; text-align: left; }
/* Editors and maps are drawn after the form's first render (lazyControls.ts): their placeholder holds the room
   the control takes (measured in ElementCell.browser.test.tsx), so the fields below stay where a user is about
   to click as the control arrives: editors by their text's lines (ControlPlaceholder sets --pl-lines, each line
   as tall as theirs), maps with their coordinates and buttons, which wrap on narrow fields. */
.pl-control-placeholder { container-type: inline-size; }
.pl-control-placeholder > .pl-spinner { box-sizing: border-box; background: var(--platon-surface-alt); border-radius: var(--platon-radius); }
[data-placeholder-for="code"] > *, [data-placeholder-for="monaco"] > * { min-height: clamp(122px, calc(var(--pl-lines, 0) * .93em * 1.5 + 14px), 482px); }
[data-placeholder-for="markdown"] > * { min-height: clamp(157px, calc(var(--pl-lines, 0) * 1.5em + 49px), 517px); }
[data-placeholder-for="rich_text"] > * { min-height: 161px; }
[data-placeholder-for="geo"] > * { min-height: calc(var(--platon-map-height, 320px) + 66px); }
[data-placeholder-for="geo_polygon"] > * { min-height: calc(var(--platon-map-height, 320px) + 136px); }
@container (max-width: 391px) { [data-placeholder-for="geo"] > * { min-height: calc(var(--platon-map-height, 320px) + 110px); } }
@container (max-width: 427px) { [data-placeholder-for="geo_polygon"] > * { min-height: calc(var(--platon-map-height, 320px) + 180px); } }
@container (max-width: 355px) { [data-placeholder-for="geo_polygon"] > * { min-height: calc(var(--platon-map-height, 320px) + 224px); } }

.pl-fieldset { border: 1px solid var(--platon-border); border-radius: var(--platon-radius); padding: 12px 14px 0; margin: 0 0 14px; min-width: 0; }
.pl-fieldset__legend { padding: 0 6px; font-weight: 600; }
`;

/**
 * Styles of the user guide, adopted when its chunk loads. Colours only through the theme's custom
 * properties. The sections sit beside the content while the page is at least 760 px wide; narrower, they
 * fold into a "Бўлимлар" button above it (open on demand, closed again once a section is chosen).
 */
export const instructionsCss = /* css */ `
.pl-guide { container: pl-guide / inline-size; display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.pl-guide__head { display: flex; align-items: baseline; justify-content: space-between; gap: 8px 16px; flex-wrap: wrap; }
.pl-guide h1 { margin: 0; font-size: 1.5em; line-height: 1.2; }
.pl-guide__body { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; min-width: 0; }
.pl-guide__side { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.pl-guide__search { display: flex; flex-direction: column; gap: 4px; }
.pl-guide__search label { font-weight: 600; font-size: .9em; }
.pl-guide__toggle { display: inline-flex; align-items: center; justify-content: space-between; gap: 8px; width: 100%; }
.pl-guide__nav[data-open="false"] { display: none; }
/* Wide enough for both: the list always shows beside the content, and its toggle goes. */
@container pl-guide (min-width: 760px) {
  .pl-guide__body { grid-template-columns: 260px minmax(0, 1fr); align-items: start; }
  .pl-guide__toggle { display: none !important; }
  .pl-guide__nav[data-open="false"] { display: block; }
}
.pl-guide__nav ul { list-style: none; margin: 0; padding: 0; }
.pl-guide__nav > ul { border: 1px solid var(--platon-border); border-radius: var(--platon-radius); background: var(--platon-surface); padding: 4px; }
.pl-guide__row { display: flex; align-items: stretch; gap: 2px; }
.pl-guide__link {
  flex: 1 1 auto; display: block; min-width: 0; padding: 7px 10px; border-radius: var(--platon-radius); color: var(--platon-text);
  text-decoration: none; overflow-wrap: anywhere;
}
.pl-guide__link:hover { background: var(--platon-surface-alt, var(--platon-border)); }
.pl-guide__link:focus-visible, .pl-guide__expand:focus-visible, .pl-guide__content a:focus-visible, .pl-guide__hit a:focus-visible { outline: none; box-shadow: var(--platon-focus); }
.pl-guide__link[aria-current="page"] { color: var(--platon-primary); font-weight: 600; box-shadow: inset 3px 0 0 var(--platon-primary); }
.pl-guide__section > .pl-guide__row > .pl-guide__link { font-weight: 600; }
.pl-guide__subsections { padding-inline-start: 14px !important; }
.pl-guide__expand {
  flex: 0 0 auto; width: 32px; border: 0; background: transparent; color: var(--platon-muted); border-radius: var(--platon-radius); cursor: pointer;
}
.pl-guide__expand:hover { color: var(--platon-text); }
.pl-guide__expand svg { width: 14px; height: 14px; transition: transform .15s; }
.pl-guide__expand[aria-expanded="true"] svg { transform: rotate(90deg); }

.pl-guide__main { min-width: 0; }
.pl-guide__article, .pl-guide__results, .pl-guide__message {
  background: var(--platon-surface); border: 1px solid var(--platon-border); border-radius: var(--platon-radius); padding: 16px 20px; min-width: 0;
}
.pl-guide__trail { margin: 0 0 4px; color: var(--platon-muted); font-size: .9em; }
.pl-guide__title-row { display: flex; align-items: flex-start; justify-content: space-between; gap: 12px; }
.pl-guide__article h2, .pl-guide__results h2, .pl-guide__message h2 { margin: 0 0 12px; font-size: 1.35em; line-height: 1.25; }
.pl-guide__article h2:focus { outline: none; }
.pl-guide__edit { color: var(--platon-muted); display: inline-flex; padding: 4px; border-radius: var(--platon-radius); }
.pl-guide__edit:hover, .pl-guide__edit:focus-visible { color: var(--platon-primary); outline: none; box-shadow: var(--platon-focus); }
.pl-guide__note { margin: 0 0 12px; padding: 8px 12px; border-radius: var(--platon-radius); background: var(--platon-surface-alt, var(--platon-bg)); color: var(--platon-muted); font-size: .9em; }
.pl-guide__content { line-height: 1.6; overflow-wrap: anywhere; }
.pl-guide__content > :first-child { margin-top: 0; }
.pl-guide__content h1, .pl-guide__content h2, .pl-guide__content h3 { font-size: 1.15em; margin: 1.2em 0 .5em; }
.pl-guide__content a, .pl-guide__hit a { color: var(--platon-primary); }
.pl-guide__content img { max-width: 100%; height: auto; border-radius: var(--platon-radius); }
.pl-guide__content code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .92em; padding: 1px 4px; border-radius: 4px; background: var(--platon-surface-alt, var(--platon-bg)); }
.pl-guide__content pre { overflow-x: auto; padding: 10px; border-radius: var(--platon-radius); background: var(--platon-surface-alt, var(--platon-bg)); }
.pl-guide__content pre code { padding: 0; background: none; }
.pl-guide__content blockquote { margin: 0; padding-inline-start: 12px; border-inline-start: 3px solid var(--platon-border); color: var(--platon-muted); }
.pl-guide__content table { display: block; max-width: 100%; overflow-x: auto; border-collapse: collapse; }
.pl-guide__content th, .pl-guide__content td { border: 1px solid var(--platon-border); padding: 6px 10px; text-align: start; }
.pl-guide__results ol { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; }
.pl-guide__hit a { font-weight: 600; }
.pl-guide__hit-section { color: var(--platon-muted); font-size: .85em; }
.pl-guide__hit p { margin: 2px 0 0; color: var(--platon-text); font-size: .92em; }
.pl-guide__empty { margin: 0; color: var(--platon-muted); }
.pl-guide[aria-busy="true"] .pl-guide__content { opacity: .6; }
`;

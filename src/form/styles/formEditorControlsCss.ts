/**
 * Styles of the code, rich text, markdown and map form controls; adopted by those controls themselves
 * (useFormEditorStyles), so only their lazy chunks carry it.
 * Rules for the third-party editors' own nodes travel with their lazy chunks (editors/codeMirrorCss.ts,
 * editors/proseMirrorCss.ts, maps/leafletCss.ts), so a page without those controls carries none of them.
 * Code token colours are custom properties here, so a theme can repaint code.
 */
export const formEditorControlsCss = /* css */ `
/* Editors and maps have no natural width (a map's is zero): they take the whole field. */
.pl-code, .pl-markdown, .pl-richtext, .pl-geo { width: 100%; }
.pl-code, .pl-markdown, .pl-richtext {
  --platon-code-keyword: #7c3aed; --platon-code-string: #047857; --platon-code-number: #b45309;
  --platon-code-property: #1d4ed8; --platon-code-comment: #6b7280; --platon-code-type: #0e7490;
  border: 1px solid var(--platon-border); border-radius: var(--platon-radius); background: var(--platon-surface);
}
[data-theme] .pl-code, [data-theme] .pl-markdown { color: var(--platon-text); }
.pl-code:focus-within, .pl-markdown:focus-within, .pl-richtext:focus-within { border-color: var(--platon-primary); box-shadow: var(--platon-focus); }
.pl-field--invalid .pl-code, .pl-field--invalid .pl-markdown, .pl-field--invalid .pl-richtext { border-color: var(--platon-danger); }
.pl-code--disabled, .pl-markdown--disabled, .pl-richtext--disabled { opacity: .65; background: var(--platon-surface-alt); }


.pl-markdown__tabs { display: flex; gap: 2px; padding: 4px 4px 0; border-bottom: 1px solid var(--platon-border); background: var(--platon-surface-alt); border-radius: var(--platon-radius) var(--platon-radius) 0 0; }
.pl-markdown__tab {
  border: 1px solid transparent; border-bottom: 0; background: transparent; color: var(--platon-muted); font: inherit;
  padding: 5px 12px; border-radius: var(--platon-radius) var(--platon-radius) 0 0; cursor: pointer; margin-bottom: -1px;
}
.pl-markdown__tab[aria-selected="true"] { background: var(--platon-surface); color: var(--platon-text); border-color: var(--platon-border); font-weight: 500; }
.pl-markdown__tab:focus-visible { outline: none; box-shadow: var(--platon-focus); }
.pl-markdown__preview { min-height: 120px; max-height: 480px; overflow: auto; padding: 8px 12px; }
.pl-markdown__preview:focus-visible { outline: none; box-shadow: inset var(--platon-focus); }

.pl-prose > :first-child, .pl-prose > div > :first-child { margin-top: 0; }
.pl-prose h1, .pl-prose h2, .pl-prose h3 { line-height: 1.25; margin: .8em 0 .4em; }
.pl-prose h1 { font-size: 1.5em; } .pl-prose h2 { font-size: 1.3em; } .pl-prose h3 { font-size: 1.12em; }
.pl-prose p, .pl-prose ul, .pl-prose ol, .pl-prose blockquote, .pl-prose pre, .pl-prose table { margin: 0 0 .7em; }
.pl-prose ul, .pl-prose ol { padding-left: 1.6em; }
.pl-prose blockquote { border-left: 3px solid var(--platon-border); padding-left: 10px; color: var(--platon-muted); }
.pl-prose code { font-family: var(--platon-mono, ui-monospace, Menlo, Consolas, monospace); background: var(--platon-surface-alt); padding: 1px 4px; border-radius: 4px; font-size: .92em; }
.pl-prose pre { background: var(--platon-surface-alt); padding: 8px 10px; border-radius: var(--platon-radius); overflow: auto; }
.pl-prose pre code { padding: 0; background: none; }
.pl-prose a { color: var(--platon-primary); }
.pl-prose table { border-collapse: collapse; } .pl-prose th, .pl-prose td { border: 1px solid var(--platon-border); padding: 4px 8px; }
.pl-prose img { max-width: 100%; }

.pl-richtext__toolbar { display: flex; flex-wrap: wrap; gap: 2px; padding: 4px; border-bottom: 1px solid var(--platon-border); background: var(--platon-surface-alt); border-radius: var(--platon-radius) var(--platon-radius) 0 0; }
.pl-richtext__button {
  min-width: 30px; height: 30px; padding: 0 6px; border: 1px solid transparent; border-radius: var(--platon-radius);
  background: transparent; color: var(--platon-text); font: inherit; cursor: pointer;
}
.pl-richtext__button:hover:not([aria-disabled="true"]) { border-color: var(--platon-border); background: var(--platon-surface); }
.pl-richtext__button:focus-visible { outline: none; box-shadow: var(--platon-focus); }
.pl-richtext__glyph::before { content: attr(data-glyph); }
.pl-richtext__button[aria-pressed="true"] { background: color-mix(in srgb, var(--platon-primary) 16%, transparent); border-color: color-mix(in srgb, var(--platon-primary) 45%, transparent); color: var(--platon-primary); }
.pl-richtext__button[aria-disabled="true"] { opacity: .45; cursor: not-allowed; }
.pl-richtext__button--bold { font-weight: 700; } .pl-richtext__button--italic { font-style: italic; } .pl-richtext__button--strike { text-decoration: line-through; }
.pl-richtext__link { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; padding: 6px; border-bottom: 1px solid var(--platon-border); }
.pl-richtext__link .pl-input { flex: 1 1 200px; width: auto; min-height: 32px; }
.pl-richtext__link .pl-button { min-height: 32px; }
.pl-richtext__content { min-height: 120px; max-height: 480px; overflow: auto; padding: 8px 12px; outline: none; }

.pl-geo { display: flex; flex-direction: column; gap: 8px; }
.pl-geo__map { height: var(--platon-map-height, 320px); border: 1px solid var(--platon-border); border-radius: var(--platon-radius); background: var(--platon-surface-alt); z-index: 0; }
.pl-geo__map:focus-visible { outline: none; box-shadow: var(--platon-focus); }
.pl-geo--disabled .pl-geo__map { opacity: .65; }
.pl-geo__tiles-error { margin: 10px; padding: 6px 10px; max-width: 260px; background: var(--platon-surface); color: var(--platon-text); border: 1px solid var(--platon-danger, #b42318); border-radius: var(--platon-radius); box-shadow: 0 2px 8px rgba(0, 0, 0, .15); font-size: .9em; }
.pl-field--invalid .pl-geo__map { border-color: var(--platon-danger); }
.pl-geo__inputs { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px; }
.pl-geo__coordinate { display: flex; flex-direction: column; gap: 2px; flex: 1 1 140px; }
.pl-geo__coordinate-label { font-size: .9em; color: var(--platon-muted); }
.pl-geo__points { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 2px; max-height: 180px; overflow: auto; }
.pl-geo__point { display: flex; align-items: center; gap: 8px; font-variant-numeric: tabular-nums; }
.pl-geo__point-text { flex: 1; }
.pl-geo__empty { margin: 0; }
.pl-geo-marker__pin {
  display: block; width: 18px; height: 18px; border-radius: 50% 50% 50% 0; transform: rotate(-45deg);
  background: var(--platon-primary); border: 2px solid #fff; box-shadow: 0 1px 4px rgba(0,0,0,.45);
}
.pl-geo-vertex { width: 12px; height: 12px; border-radius: 50%; background: #fff; border: 2px solid var(--platon-primary); box-shadow: 0 1px 3px rgba(0,0,0,.4); }
.pl-geo-shape { stroke: var(--platon-primary); fill: var(--platon-primary); fill-opacity: .18; }
.pl-geo-shape--line { fill: none; }
`;

/**
 * Our look for CodeMirror's nodes (`.cm-*`) and its class highlighter's tokens (`tok-*`, coloured by the
 * `--platon-code-*` properties of formEditorControlsCss). It ships in the editor chunk and is adopted into
 * the shadow root when an editor mounts; CodeMirror adopts its own base theme there itself.
 *
 * @example
 * useAdoptedStyles(editorRef, codeMirrorCss);
 */
export const codeMirrorCss = /* css */ `
.pl-code__editor .cm-editor { min-height: 120px; max-height: 480px; border-radius: var(--platon-radius); background: transparent; color: inherit; }
.pl-code__editor .cm-editor.cm-focused { outline: none; }
.pl-code__editor .cm-scroller { font-family: var(--platon-mono, ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace); font-size: .93em; line-height: 1.5; }
.pl-code__editor .cm-content { min-height: 118px; padding: 6px 0; }
.pl-code__editor .cm-gutters { background: var(--platon-surface-alt); color: var(--platon-muted); border-right: 1px solid var(--platon-border); border-radius: var(--platon-radius) 0 0 var(--platon-radius); }
.pl-code__editor .cm-placeholder { color: var(--platon-muted); }
.pl-code__editor .cm-matchingBracket { background: color-mix(in srgb, var(--platon-primary) 18%, transparent); outline: 1px solid color-mix(in srgb, var(--platon-primary) 45%, transparent); }
.pl-markdown__editor .cm-scroller { font-family: inherit; font-size: 1em; }
.pl-code__editor .tok-keyword, .pl-code__editor .tok-operator.tok-keyword { color: var(--platon-code-keyword); }
.pl-code__editor .tok-string, .pl-code__editor .tok-string2 { color: var(--platon-code-string); }
.pl-code__editor .tok-number, .pl-code__editor .tok-bool, .pl-code__editor .tok-atom, .pl-code__editor .tok-literal { color: var(--platon-code-number); }
.pl-code__editor .tok-propertyName { color: var(--platon-code-property); }
.pl-code__editor .tok-typeName, .pl-code__editor .tok-className, .pl-code__editor .tok-namespace { color: var(--platon-code-type); }
.pl-code__editor .tok-comment, .pl-code__editor .tok-meta { color: var(--platon-code-comment); font-style: italic; }
.pl-code__editor .tok-heading { font-weight: 700; color: var(--platon-code-property); }
.pl-code__editor .tok-strong { font-weight: 700; }
.pl-code__editor .tok-emphasis { font-style: italic; }
.pl-code__editor .tok-link, .pl-code__editor .tok-url { color: var(--platon-primary); text-decoration: underline; }
.pl-code__editor .tok-invalid { color: var(--platon-danger); }
.pl-markdown .pl-code__editor .cm-editor { border-radius: 0 0 var(--platon-radius) var(--platon-radius); }
`;

/**
 * Where each stylesheet sits in a shadow root's adoptedStyleSheets, lowest first. It is the order the single
 * runtime stylesheet used to concatenate them in, so rules of equal specificity still win the same way now
 * that each feature adopts its own sheet when its chunk loads: base, shell (router, layout, sidebar), the
 * shared dialogs and page views, table, form, the form's upload controls, its lazy editors, then the themes, which set the
 * custom properties the feature sheets give defaults to. Third-party editor sheets (CodeMirror, ProseMirror,
 * Leaflet) and other lazy views come last, as they did when they were appended after the runtime sheet.
 */
export const STYLE_RANK = {
  base: 0,
  shell: 10,
  shared: 20,
  table: 30,
  form: 40,
  formFiles: 45,
  formEditors: 50,
  theme: 90,
  lazy: 100,
} as const;

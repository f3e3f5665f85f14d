import { deferInlineStyles, restoreInlineStyles } from './deferInlineStyles';
import { pageStyleSheet } from './pageStyleSheet';

/**
 * Write an administrator's component into `root` the way dynamic pages do (docs/behaviour.md §6): its CSS as a
 * constructed sheet adopted by the root when it is a shadow root (CSP-safe, confined to it), its HTML parsed
 * by a template (nothing runs or loads while parsing), style attributes applied through CSSOM. Used by page
 * components, table column header components and form elements' own CSS, so all follow one sandbox rule.
 *
 * @example
 * fillComponentRoot(host.attachShadow({ mode: 'open' }), '<b class="x">42</b>', '.x{color:red}');
 */
export function fillComponentRoot(root: ShadowRoot | HTMLElement, html: string, css: string | null | undefined): void {
  root.replaceChildren();
  if (root instanceof ShadowRoot && css?.trim()) {
    const { sheet, links } = pageStyleSheet(css);
    root.adoptedStyleSheets = [sheet];
    root.append(...links);
  }
  const template = document.createElement('template');
  template.innerHTML = deferInlineStyles(html);
  root.append(template.content);
  restoreInlineStyles(root);
}

import DOMPurify from 'dompurify';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { deferInlineStyles, restoreInlineStyles } from '../../ui/html/deferInlineStyles';
import { STYLE_RANK } from '../../ui/styles/styleRank';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { formHtmlCss } from '../styles/formHtmlCss';
import type { ControlProps } from './ControlProps';

/**
 * Administrator's HTML inside a form (docs/behaviour.md §5 html): sanitised with DOMPurify before it is drawn, so a
 * script, an event handler attribute or a `javascript:` link in the configuration never runs. Its style
 * attributes are applied through CSSOM after drawing, so a host page under a strict CSP shows them too.
 *
 * @example
 * <HtmlControl element={{ id: 8, type: 'html', htmlContent: '<p>Ариза <b>3 кун</b> ичида кўрилади</p>' }} env={env} />
 */
export function HtmlControl({ element, env }: ControlProps) {
  const html = useMemo(() => DOMPurify.sanitize(deferInlineStyles(element.htmlContent ?? '')), [element.htmlContent]);
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, formHtmlCss, STYLE_RANK.form);
  useLayoutEffect(() => restoreInlineStyles(ref.current!), [html]);
  return <div ref={ref} className="pl-form-html" id={`${env.idPrefix}-${element.id}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import type { ControlProps } from './ControlProps';

/**
 * Administrator's HTML inside a form (SPEC §2.9 html): sanitised with DOMPurify before it is drawn, so a
 * script, an event handler attribute or a `javascript:` link in the configuration never runs.
 *
 * @example
 * <HtmlControl element={{ id: 8, type: 'html', htmlContent: '<p>Ариза <b>3 кун</b> ичида кўрилади</p>' }} env={env} />
 */
export function HtmlControl({ element, env }: ControlProps) {
  const html = useMemo(() => DOMPurify.sanitize(element.htmlContent ?? ''), [element.htmlContent]);
  return <div className="pl-form-html" id={`${env.idPrefix}-${element.id}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

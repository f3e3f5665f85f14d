import DOMPurify from 'dompurify';

/**
 * HTML made safe to draw and to store: scripts, event handlers, `javascript:` links, SVG and MathML go;
 * ordinary formatting stays. Used both ways by the rich text editor and on the markdown preview, so a value
 * saved by someone else (or by another client) cannot run code in this page.
 *
 * @example
 * sanitizeHtml('<p onclick="x()">Салом<script>alert(1)</script></p>'); // '<p>Салом</p>'
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

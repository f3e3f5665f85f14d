import DOMPurify from 'dompurify';
import { RICH_TEXT_PURIFY_CONFIG } from '../../../core/html/richTextPurifyConfig';

/**
 * HTML made safe to draw and to store: scripts, event handlers, `javascript:` links, SVG and MathML go;
 * ordinary formatting stays. Used both ways by the rich text editor and on the markdown preview, so a value
 * saved by someone else (or by another client) cannot run code in this page. The server applies the same
 * settings before it stores a rich text value.
 *
 * @example
 * sanitizeHtml('<p onclick="x()">Салом<script>alert(1)</script></p>'); // '<p>Салом</p>'
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, RICH_TEXT_PURIFY_CONFIG);
}

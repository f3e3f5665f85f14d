import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { RICH_TEXT_PURIFY_CONFIG } from '../../src/core/html/richTextPurifyConfig';

let purify: DOMPurify | null = null;

/**
 * A rich text value as the browser's editor would keep it (the same DOMPurify settings, on a jsdom window):
 * what another client sends (`<img onerror>`, `<svg onload>`, `javascript:` links) is stored harmless, so
 * no reader depends on sanitising it when shown. The window is made on first use.
 *
 * @example
 * sanitizeRichText('<p>Салом<img src=x onerror=alert(1)></p>'); // '<p>Салом<img src="x"></p>'
 */
export function sanitizeRichText(html: string): string {
  purify ??= createDOMPurify(new JSDOM('').window as unknown as WindowLike);
  return purify.sanitize(html, RICH_TEXT_PURIFY_CONFIG);
}

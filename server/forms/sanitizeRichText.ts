import type { DOMPurify } from 'dompurify';
import { RICH_TEXT_PURIFY_CONFIG } from '../../src/core/html/richTextPurifyConfig';

let purify: Promise<DOMPurify> | null = null;

/**
 * A rich text value as the browser's editor would keep it (the same DOMPurify settings, on a jsdom window):
 * what another client sends (`<img onerror>`, `<svg onload>`, `javascript:` links) is stored harmless, so
 * no reader depends on sanitising it when shown. jsdom and its window load with the first rich text saved,
 * not with the server (they are a large part of a cold start).
 *
 * @example
 * await sanitizeRichText('<p>Салом<img src=x onerror=alert(1)></p>'); // '<p>Салом<img src="x"></p>'
 */
export async function sanitizeRichText(html: string): Promise<string> {
  purify ??= Promise.all([import('dompurify'), import('jsdom')]).then(([{ default: createDOMPurify }, { JSDOM }]) =>
    createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]),
  );
  return (await purify).sanitize(html, RICH_TEXT_PURIFY_CONFIG);
}

import { marked } from 'marked';
import { sanitizeHtml } from './sanitizeHtml';

/**
 * Markdown text as safe HTML for the preview (GitHub-flavoured: tables, strikethrough, task lists). marked
 * passes raw HTML through, so the result is always sanitised.
 *
 * @example
 * renderMarkdown('# Ариза\n<script>alert(1)</script>'); // '<h1>Ариза</h1>\n'
 */
export function renderMarkdown(text: string): string {
  return sanitizeHtml(marked.parse(text, { async: false, gfm: true }));
}

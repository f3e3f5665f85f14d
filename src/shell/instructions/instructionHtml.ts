import { renderMarkdown } from '../../form/controls/editors/renderMarkdown';

export interface InstructionHtmlOptions {
  /** The API's base address (ends with '/'): images saved as `uploads/images/{id}` load from there. */
  apiBase: string;
  /** The `href` of an address inside the app (router.href). */
  hrefOf(to: string): string;
}

/** `uploads/…` or `/uploads/…`: a stored file, named relative to the API as the file manager gives it. */
const STORED_FILE = /^\/?uploads\//;

/**
 * An instruction's Markdown as safe HTML (renderMarkdown: GitHub-flavoured, then sanitised), with what the
 * sanitiser leaves adjusted for this page: images of stored files load from the API and lazily; links to
 * app addresses (`/tables/appeals`) get the app's own href and a `data-platon-link` that the view follows
 * through the router; other web links open in a new window (docs/behaviour.md §1).
 *
 * @example
 * instructionHtml('![Схема](uploads/images/ab12)', { apiBase: '/api/', hrefOf: (to) => to });
 * // '<p><img src="/api/uploads/images/ab12" alt="Схема" loading="lazy"></p>\n'
 */
export function instructionHtml(markdown: string, options: InstructionHtmlOptions): string {
  const template = document.createElement('template');
  template.innerHTML = renderMarkdown(markdown);
  for (const image of template.content.querySelectorAll('img')) {
    const src = image.getAttribute('src') ?? '';
    if (STORED_FILE.test(src)) image.setAttribute('src', `${options.apiBase}${src.replace(/^\//, '')}`);
    image.setAttribute('loading', 'lazy');
  }
  for (const link of template.content.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (STORED_FILE.test(href)) {
      link.setAttribute('href', `${options.apiBase}${href.replace(/^\//, '')}`);
    } else if (href.startsWith('/') && !href.startsWith('//')) {
      link.setAttribute('data-platon-link', href);
      link.setAttribute('href', options.hrefOf(href));
      continue;
    }
    if (/^(https?:)?\/\//i.test(link.getAttribute('href') ?? '')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return template.innerHTML;
}

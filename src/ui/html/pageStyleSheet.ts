/** `@import url("x") media;` or `@import "x" media;` at the top level of an administrator's CSS. */
const IMPORT = /@import\s+(?:url\(\s*(['"]?)([^'")]+)\1\s*\)|(['"])([^'"]+)\3)\s*([^;]*);/g;

export interface PageStyleSheet {
  /** The CSS without its `@import` rules, for a root's `adoptedStyleSheets`. */
  sheet: CSSStyleSheet;
  /** One `<link rel="stylesheet">` per `@import`, in order (constructed sheets ignore `@import`). */
  links: HTMLLinkElement[];
}

/**
 * An administrator's CSS as a constructed stylesheet, which a host page's `style-src 'self'` policy allows
 * (a `<style>` element needs `'unsafe-inline'`). `@import` rules, which constructed sheets drop, become
 * `<link rel="stylesheet">` elements (allowed by the same policy for the host's own origin), so they keep
 * working wherever the page's policy lets them load.
 *
 * @example
 * const { sheet, links } = pageStyleSheet('@import "/theme.css"; .card{color:red}');
 * shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, sheet];
 * shadowRoot.prepend(...links);
 */
export function pageStyleSheet(cssText: string, page?: string): PageStyleSheet {
  const links: HTMLLinkElement[] = [];
  const rest = cssText.replace(IMPORT, (_, _q1, url1: string | undefined, _q2, url2: string | undefined, media: string) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = (url1 ?? url2 ?? '').trim();
    if (media.trim()) link.media = media.trim();
    if (page) link.dataset.platonPage = page;
    links.push(link);
    return '';
  });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rest);
  return { sheet, links };
}

/**
 * DOMPurify's settings for rich text: ordinary HTML formatting stays; scripts, event handlers,
 * `javascript:` links, SVG and MathML go. One object for the editor and preview in the browser
 * (sanitizeHtml) and for the server, which sanitises a rich text value before storing it (sanitizeRichText),
 * so both keep exactly the same.
 */
export const RICH_TEXT_PURIFY_CONFIG = { USE_PROFILES: { html: true } } as const;

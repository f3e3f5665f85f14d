import classCss from '@fortawesome/fontawesome-free/css/fontawesome.min.css';
import regularFont from '@fortawesome/fontawesome-free/webfonts/fa-regular-400.woff2';
import solidFont from '@fortawesome/fontawesome-free/webfonts/fa-solid-900.woff2';

/**
 * Font Awesome Free 6.7.2 (icons CC BY 4.0, fonts SIL OFL 1.1, code MIT), the icon names configurations use
 * ('fa-solid fa-list', 'fa fa-save'): a lazy chunk, loaded on the first icon. The fonts are files beside the
 * chunks (scripts/lib/assetLoaders.mjs), which the browser fetches when it first draws a glyph of theirs, off
 * the page's main thread: inside the chunk as data: URLs they made it 198 KB of brotli that the page parsed
 * while drawing its first view. Under /platon/ they are served to any origin (registerPublicCors), so
 * embedded elements draw icons too. Brands are left out: a brand icon falls back like an unknown name.
 */

/**
 * The @font-face rules, for the document: Chrome ignores @font-face inside shadow roots. The build gives a
 * font's path relative to this chunk (a single-file bundle gives a data: URL, which stays as it is).
 */
export const ICON_FACES_CSS = [
  ['900', solidFont],
  ['400', regularFont],
]
  .map(
    ([weight, file]) =>
      `@font-face{font-family:"Font Awesome 6 Free";font-style:normal;font-weight:${weight};font-display:block;src:url(${new URL(file, import.meta.url).href}) format("woff2")}`,
  )
  .join('\n');

/** The class rules, adopted into each shadow root that draws an icon. */
export const ICON_CLASS_CSS = `${classCss}
:host,:root{--fa-style-family-classic:"Font Awesome 6 Free";--fa-font-solid:normal 900 1em/1 "Font Awesome 6 Free";--fa-font-regular:normal 400 1em/1 "Font Awesome 6 Free"}
.fa-solid,.fas{font-weight:900}.fa-regular,.far{font-weight:400}`;

/** Every icon name the set draws, without the 'fa-' prefix (aliases included: 'save' as 'floppy-disk'). */
export const ICON_NAMES: ReadonlySet<string> = new Set(
  [...classCss.matchAll(/([^{}]+)\{--fa:/g)].flatMap((rule) => [...rule[1].matchAll(/\.fa-([a-z0-9-]+)/g)].map((match) => match[1])),
);

/** The attribute a `style` attribute is renamed to until restoreInlineStyles applies it. */
export const DEFERRED_STYLE_ATTRIBUTE = 'data-platon-style';

/** Elements whose content the HTML parser reads as raw text: nothing in them is a tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);
const SPACE = /[\t\n\f\r ]/;

/**
 * HTML with every `style="..."` attribute renamed to `data-platon-style`, so that parsing it raises no
 * `style-src-attr` violation under a host's strict CSP (Chromium reports one as soon as any parser,
 * even an inert template's or DOMParser's, meets a style attribute). After the nodes are in the page,
 * restoreInlineStyles applies the styles through CSSOM, which a CSP allows. The scan follows the HTML
 * tokenizer's rules for tags, quoted and unquoted values, comments and raw-text elements, and changes
 * nothing else.
 *
 * @example
 * deferInlineStyles('<p style="color:red">Салом</p>'); // '<p data-platon-style="color:red">Салом</p>'
 */
export function deferInlineStyles(html: string): string {
  if (!/style/i.test(html)) return html;
  let out = '';
  let i = 0;
  const n = html.length;
  while (i < n) {
    const open = html.indexOf('<', i);
    if (open < 0) break;
    out += html.slice(i, open);
    i = open;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      const stop = end < 0 ? n : end + 3;
      out += html.slice(i, stop);
      i = stop;
      continue;
    }
    if (!/[a-zA-Z]/.test(html[i + 1] ?? '')) {
      // An end tag, a doctype, a processing instruction or a lone '<': copied up to its '>'.
      const isMarkup = /[/!?]/.test(html[i + 1] ?? '');
      const end = isMarkup ? html.indexOf('>', i) : i;
      const stop = end < 0 ? n : end + 1;
      out += html.slice(i, stop);
      i = stop;
      continue;
    }
    let j = i + 1;
    while (j < n && !SPACE.test(html[j]) && html[j] !== '/' && html[j] !== '>') j++;
    const tag = html.slice(i + 1, j).toLowerCase();
    out += html.slice(i, j);
    // Attributes, up to the tag's '>'.
    while (j < n && html[j] !== '>') {
      if (SPACE.test(html[j]) || html[j] === '/') {
        out += html[j++];
        continue;
      }
      let k = j + 1;
      while (k < n && !SPACE.test(html[k]) && html[k] !== '/' && html[k] !== '>' && html[k] !== '=') k++;
      const name = html.slice(j, k);
      out += name.toLowerCase() === 'style' ? DEFERRED_STYLE_ATTRIBUTE : name;
      j = k;
      let m = j;
      while (m < n && SPACE.test(html[m])) m++;
      if (html[m] !== '=') continue;
      m++;
      while (m < n && SPACE.test(html[m])) m++;
      const quote = html[m];
      let end: number;
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, m + 1);
        end = close < 0 ? n : close + 1;
      } else {
        end = m;
        while (end < n && !SPACE.test(html[end]) && html[end] !== '>') end++;
      }
      out += html.slice(j, end);
      j = end;
    }
    if (j < n) out += html[j++];
    i = j;
    if (RAW_TEXT.has(tag)) {
      const close = html.toLowerCase().indexOf(`</${tag}`, i);
      const stop = close < 0 ? n : close;
      out += html.slice(i, stop);
      i = stop;
    }
  }
  return out + html.slice(i);
}

/**
 * Apply the styles deferInlineStyles set aside, through CSSOM (`element.style.cssText`), which a CSP's
 * style-src does not govern, on `root`'s elements that are in the page now.
 *
 * @example
 * root.append(template.content);
 * restoreInlineStyles(root);
 */
export function restoreInlineStyles(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement | SVGElement>(`[${DEFERRED_STYLE_ATTRIBUTE}]`)) {
    const css = element.getAttribute(DEFERRED_STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(DEFERRED_STYLE_ATTRIBUTE);
    element.style.cssText = css;
  }
}

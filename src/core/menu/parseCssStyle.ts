/**
 * A server-defined inline style (`color: #c00; font-weight: 600`) as a style object for a view (docs/behaviour.md §1
 * menu item cssStyle). Parsing is forgiving and safe: declarations that do not parse are skipped, and values
 * that could fetch or run something (`url(…)`, `expression(…)`, `javascript:`) are dropped, since the text is
 * data from the server. Property names become camelCase (`-webkit-x` → `WebkitX`); custom properties
 * (`--x`) are kept as they are. `!important` is dropped (an inline style cannot carry it).
 *
 * @example
 * parseCssStyle('color: red; font-weight:600; nonsense; background: url(x.png)');
 * // { color: 'red', fontWeight: '600' }
 */
export function parseCssStyle(text: string | null | undefined): Record<string, string> {
  const style: Record<string, string> = {};
  if (!text) return style;
  for (const declaration of splitDeclarations(text)) {
    const colon = declaration.indexOf(':');
    if (colon <= 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, '')
      .trim();
    if (!value || !PROPERTY.test(name) || UNSAFE.test(value)) continue;
    style[name.startsWith('--') ? name : camelCase(name.toLowerCase())] = value;
  }
  return style;
}

const PROPERTY = /^(--[\w-]+|-?[a-zA-Z][a-zA-Z-]*)$/;
const UNSAFE = /url\s*\(|expression\s*\(|javascript:|[<>{}]|\\/i;

/** Split on `;` outside quotes and parentheses (`font-family: "a;b"` stays whole). */
function splitDeclarations(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function camelCase(name: string): string {
  const vendor = name.startsWith('-ms-') ? name.slice(1) : name;
  return vendor.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

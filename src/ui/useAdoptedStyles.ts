import { useLayoutEffect, type RefObject } from 'react';

const sheets = new Map<string, CSSStyleSheet>();

/** One constructed stylesheet per CSS text for the whole page, shared by every shadow root. */
function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Adopt the runtime stylesheet into the shadow root that holds `ref`, before the first paint.
 * Outside a shadow root (tests, light-DOM hosts) it adopts into the document instead.
 */
export function useAdoptedStyles(ref: RefObject<Element | null>, cssText: string): void {
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const root = node.getRootNode() as ShadowRoot | Document;
    const sheet = sheetFor(cssText);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [ref, cssText]);
}

import { useLayoutEffect, type RefObject } from 'react';
import { STYLE_RANK } from './styles/styleRank';

const sheets = new Map<string, CSSStyleSheet>();
const ranks = new WeakMap<CSSStyleSheet, number>();

/** One constructed stylesheet per CSS text for the whole page, shared by every shadow root. */
function sheetFor(cssText: string, rank: number): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
    ranks.set(sheet, rank);
  }
  return sheet;
}

/**
 * Insert `sheet` before the first of our sheets with a higher rank. React runs a child's layout effect before its
 * parent's, so a feature's sheet can arrive before the base sheet; ranks keep the cascade the same whatever the
 * order of arrival. Sheets adopted by others (page component styles) keep their places.
 */
function withSheet(current: readonly CSSStyleSheet[], sheet: CSSStyleSheet): CSSStyleSheet[] {
  const rank = ranks.get(sheet)!;
  const next = [...current];
  const at = next.findIndex((other) => (ranks.get(other) ?? -1) > rank);
  next.splice(at === -1 ? next.length : at, 0, sheet);
  return next;
}

/**
 * Adopt a stylesheet into the shadow root that holds `ref`, before the first paint, at its rank (STYLE_RANK:
 * the base sheet first, each feature's after it in a fixed order, the themes last). Outside a shadow root
 * (tests, light-DOM hosts) it adopts into the document instead. It checks after every render, not only the
 * first: the node may come later (a dialog's body renders once it opens) and a ref's change re-renders nothing.
 */
export function useAdoptedStyles(ref: RefObject<Element | null>, cssText: string, rank: number = STYLE_RANK.lazy): void {
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const root = node.getRootNode() as ShadowRoot | Document;
    const sheet = sheetFor(cssText, rank);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = withSheet(root.adoptedStyleSheets, sheet);
  });
}

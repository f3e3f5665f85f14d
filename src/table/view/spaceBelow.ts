/**
 * The page's own space under an element, in CSS pixels: its bottom margin and the bottom margins, borders
 * and paddings of every box around it up to the document (through shadow roots to their hosts). A table sized
 * to the viewport subtracts it so that the page ends right under the pager instead of scrolling by that much
 * (the shell's content padding, a host page's body margin).
 *
 * @example
 * spaceBelow(section); // 24 inside the shell: its main area's bottom padding
 */
export function spaceBelow(element: Element): number {
  let total = px(getComputedStyle(element).marginBottom);
  for (let box = parentBox(element); box && box !== document.documentElement; box = parentBox(box)) {
    const style = getComputedStyle(box);
    // A display: contents wrapper draws no box and adds nothing.
    if (style.display === 'contents') continue;
    total += px(style.paddingBottom) + px(style.borderBottomWidth) + px(style.marginBottom);
  }
  return Math.round(total);
}

function parentBox(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.parentNode;
  return root instanceof ShadowRoot ? root.host : null;
}

function px(value: string): number {
  const n = parseFloat(value);
  return Number.isFinite(n) ? n : 0;
}

import { useLayoutEffect, type RefObject } from 'react';
import { pageStyleSheet } from '../../ui/html/pageStyleSheet';

/**
 * A form element's own CSS (docs/behaviour.md §2 Form element `css`), confined to its cell: the text is nested under the
 * cell's `[data-element-id]` selector (CSS nesting) and adopted by the form's shadow root as a constructed
 * sheet, the same CSP-safe way page components' CSS is (pageStyleSheet). `.hint { color: red }` in element
 * 12's css styles only element 12's `.hint`; `&` is the cell itself. Removed with the element.
 *
 * @example
 * useElementCss(cellRef, 12, '& { background: #fef9c3 } label { font-weight: 700 }');
 */
export function useElementCss(ref: RefObject<HTMLElement | null>, elementId: string | number, css: string | null | undefined): void {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (!css?.trim() || !root || !('adoptedStyleSheets' in root)) return;
    const holder = root as ShadowRoot | Document;
    const { sheet } = pageStyleSheet(`[data-element-id="${String(elementId).replace(/["\\]/g, '')}"] {\n${css}\n}`);
    holder.adoptedStyleSheets = [...holder.adoptedStyleSheets, sheet];
    return () => {
      holder.adoptedStyleSheets = holder.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [ref, elementId, css]);
}

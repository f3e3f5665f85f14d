import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The titles the panels' tables, forms and pages show as their own headings, by panel index (the
 * `data-panel-index` of a panel's content box under `ref`), followed as they load and change; null where there
 * is none yet. Read from the drawn headings, so the panels need no second request for the definitions and
 * name what the user sees ('Барча мурожаатлар', not the table's name 'appeals'). A page's heading may be in
 * the page's own shadow root, out of reach: its region's name is the same title.
 */
export function usePanelTitles(ref: RefObject<Element | null>, count: number): readonly (string | null)[] {
  const [titles, setTitles] = useState<readonly (string | null)[]>(() => Array.from({ length: count }, () => null));
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const read = () => {
      const next = Array.from({ length: count }, (_, index) => {
        const panel = node.querySelector(`[data-panel-index="${index}"]`);
        const title =
          panel?.querySelector('.pl-page[aria-label]')?.getAttribute('aria-label') ?? panel?.querySelector('h1, h2')?.textContent;
        return title?.trim() || null;
      });
      // Only a changed title renders again: the observer also hears every row the tables draw.
      setTitles((old) => (old.length === next.length && old.every((title, at) => title === next[at]) ? old : next));
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(node, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [ref, count]);
  return titles;
}

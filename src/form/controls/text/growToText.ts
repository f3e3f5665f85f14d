/** Textareas waiting to be fitted to their text before the next paint. */
const pending = new Set<HTMLTextAreaElement>();

/**
 * Fits a textarea's height to its text (up to the CSS max-height, then it scrolls), before the next paint.
 * Measuring forces a layout; a form of many textareas measured one by one forces one layout of the whole
 * form each (hundreds of milliseconds at 1,000 fields, docs/performance.md). So every request of one commit is
 * gathered and done in a microtask, after React's layout effects and before paint: all heights reset,
 * one layout, all heights read, all set.
 *
 * @example
 * useLayoutEffect(() => { if (node.current) growToText(node.current); }, [text]);
 */
export function growToText(area: HTMLTextAreaElement): void {
  // An empty textarea that never grew already has the height of its rows: nothing to measure (a new
  // record's form measures nothing at all).
  if (!area.value && !area.style.height) return;
  if (pending.size === 0) queueMicrotask(flush);
  pending.add(area);
}

function flush(): void {
  const areas = [...pending].filter((area) => area.isConnected);
  pending.clear();
  // Shrink first so scrollHeight reports the text's own height, not the box's current one.
  for (const area of areas) area.style.height = 'auto';
  const heights = areas.map((area) => area.scrollHeight + area.offsetHeight - area.clientHeight);
  areas.forEach((area, index) => {
    area.style.height = `${heights[index]}px`;
  });
}

/**
 * The height a host page gives a standalone `<platon-table>` (its own `height`, a percentage of a parent that
 * has one, a flex or grid track that stretches it), in CSS pixels; null when the element's height follows its
 * content, as it does by default, or when the table is not a standalone element's (the shell's, a page's).
 *
 * The element's frame is `height: 100%` there (tableCss), which resolves only against a height the host gave:
 * under `contain: size` the frame's content no longer counts, so it measures that height, or 0 without one.
 * The containment is set and taken off within one task, so nothing is painted with it.
 *
 * @example
 * hostGivenHeight(section); // 400 in `<div style="height: 400px"><platon-table style="height: 100%">`
 */
export function hostGivenHeight(element: Element): number | null {
  const root = element.getRootNode();
  if (!(root instanceof ShadowRoot) || root.host.localName !== 'platon-table') return null;
  const frame = element.closest<HTMLElement>('.pl-frame');
  if (!frame) return null;
  const contain = frame.style.contain;
  frame.style.contain = 'size';
  const height = frame.getBoundingClientRect().height;
  frame.style.contain = contain;
  return height > 0 ? height : null;
}

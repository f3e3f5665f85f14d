import type { Ref, RefCallback } from 'react';

/**
 * One ref callback feeding several refs: a control's input is react-hook-form's (focus on error), the
 * mask's and the floating list's anchor at once.
 *
 * @example
 * <input ref={mergeRefs(field.ref, mask.ref, setAnchor)} />
 */
export function mergeRefs<T>(...refs: (Ref<T> | undefined | null)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

import type { Ref, RefCallback } from 'react';

/**
 * One ref callback feeding several refs: a control's input is react-hook-form's (focus on error), the
 * mask's and the floating list's anchor at once. A callback ref may return a cleanup (React 19): the merged
 * ref returns one that runs each cleanup, and hands null to the refs without one, as React would.
 *
 * @example
 * <input ref={mergeRefs(field.ref, mask.ref, anchorRef)} />
 */
export function mergeRefs<T>(...refs: (Ref<T> | undefined | null)[]): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') {
        const cleanup = ref(node);
        return typeof cleanup === 'function' ? cleanup : () => void ref(null);
      }
      if (!ref) return undefined;
      (ref as { current: T | null }).current = node;
      return () => {
        (ref as { current: T | null }).current = null;
      };
    });
    return () => {
      for (const cleanup of cleanups) cleanup?.();
    };
  };
}

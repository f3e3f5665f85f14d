import { useEffect, useRef, type RefObject } from 'react';
import type { FormElementMeta } from '../../core/api/formMeta';
import type { FormEnv } from '../controls/ControlProps';

/**
 * Runs a form element's own script (docs/behaviour.md §2 Form element `js`) on its cell while the element shows: once per
 * script, not once per render (a save or a new record id re-creates the form's env, and must not restart it).
 *
 * @example
 * useElementScript(cellRef, element, env);
 */
export function useElementScript(ref: RefObject<HTMLElement | null>, element: FormElementMeta, env: FormEnv): void {
  const envRef = useRef(env);
  envRef.current = env;
  const { js } = element;
  useEffect(() => {
    const root = ref.current;
    if (!js || !root) return;
    return envRef.current.startElementScript(element, root);
    // The element object is re-created with each definition load; its id and script are what count.
  }, [ref, element.id, js]);
}

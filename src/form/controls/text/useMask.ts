import type { InputMask, default as IMaskFactory } from 'imask';
import { useCallback, useLayoutEffect, useRef, type RefCallback } from 'react';
import { loadOnce } from '../../../ui/loadOnce';
import { literalPrefix, type TextMask } from '../../model/textMask';

/** What {@link useMask} gives the input it masks. */
export interface MaskBinding {
  /** Whether a mask is on: the input is then uncontrolled (imask owns its text) and gets `defaultValue`. */
  active: boolean;
  /** Ref callback for the input (with a cleanup: merge it with mergeRefs). */
  ref: RefCallback<HTMLInputElement>;
}

type IMaskFn = typeof IMaskFactory;

// imask (~17 KiB gzip) is a chunk of its own, fetched when a masked control mounts and put on an input when
// it first takes focus: a form shows without it, and 1,000 fields mount without 1,000 masks (docs/performance.md).
// A failed download is tried again by the next focus.
const loadIMask = loadOnce<IMaskFn>(() => import('imask').then((module) => module.default));

/**
 * Puts imask on a text input (docs/behaviour.md §5 masks): a pattern between slashes refuses an edit whose result would
 * not match; a mask definition formats as the user types ('+998 00 000-00-00'). The form value is the text
 * the user sees. imask edits the input's text itself, so while a mask is on the input must be uncontrolled:
 * the form's value is pushed into the mask when it changes from outside (a reset, a record loaded), and
 * each accepted edit is reported through `onAccept`. The mask goes on when the input first takes focus (the
 * text shown before that is the form's value, already in the mask's shape); until then the input's own
 * edits are reported as they are.
 *
 * @example
 * const mask = useMask(textMask(element.mask), text, onChange);
 * <input ref={mask.ref} defaultValue={mask.active ? text : undefined} value={mask.active ? undefined : text} />
 */
export function useMask(mask: TextMask | null, text: string, onAccept: (text: string) => void): MaskBinding {
  // A ref, not state: setting state from a ref would draw every masked control twice on mount (docs/performance.md).
  const nodeRef = useRef<HTMLInputElement | null>(null);
  const instance = useRef<InputMask | null>(null);
  // Set while the form's value is pushed in: imask reports that as an edit, but the user made none.
  const syncing = useRef(false);
  const latest = useRef({ text, onAccept, mask });
  latest.current = { text, onAccept, mask };
  const kind = mask?.kind ?? null;
  const source = mask ? (mask.kind === 'regexp' ? mask.pattern.source + '/' + mask.pattern.flags : mask.pattern) : null;

  const ref = useCallback<RefCallback<HTMLInputElement>>(
    (node) => {
      nodeRef.current = node;
      const { mask } = latest.current;
      if (!node || !mask) return undefined;
      let created: InputMask | null = null;
      let gone = false;
      // Text typed before imask arrived (a slow connection): reported plainly, then handed to the mask.
      let typedBefore = false;
      const plainInput = () => {
        if (created || node.value === latest.current.text) return;
        typedBefore = true;
        latest.current.onAccept(node.value);
      };
      const accept = () => {
        if (created && !syncing.current && created.value !== latest.current.text) latest.current.onAccept(created.value);
      };
      const attach = (IMask: IMaskFn) => {
        if (gone || created) return;
        created =
          mask.kind === 'regexp'
            ? IMask(node, { mask: mask.pattern })
            : IMask(node, { mask: mask.pattern, lazy: true, prepare: prefixed(literalPrefix(mask.pattern)) });
        syncing.current = true;
        created.value = typedBefore ? node.value : latest.current.text;
        syncing.current = false;
        if (typedBefore && created.value !== latest.current.text) latest.current.onAccept(created.value);
        instance.current = created;
        created.on('accept', accept);
      };
      const start = () => {
        const loaded = loadIMask.loaded();
        if (loaded) attach(loaded);
        else loadIMask().then(attach, () => undefined);
      };
      loadIMask().catch(() => undefined);
      node.addEventListener('focus', start);
      node.addEventListener('input', plainInput);
      if ((node.getRootNode() as Document | ShadowRoot).activeElement === node) start();
      return () => {
        gone = true;
        node.removeEventListener('focus', start);
        node.removeEventListener('input', plainInput);
        if (created) {
          created.off('accept', accept);
          created.destroy();
        }
        instance.current = null;
        nodeRef.current = null;
      };
      // The mask is rebuilt only when its definition changes, not on every render's new object.
    },
    [kind, source],
  );

  useLayoutEffect(() => {
    const current = instance.current;
    // An outside change (reset, loaded record, a picked suggestion): show it through the mask, or as it is
    // while the mask is not on yet.
    if (current) {
      if (current.value !== text) {
        syncing.current = true;
        current.value = text;
        syncing.current = false;
      }
    } else if (nodeRef.current && kind && nodeRef.current.value !== text) {
      nodeRef.current.value = text;
    }
  }, [text]);

  return { active: Boolean(mask), ref };
}

/**
 * imask lets a typed character fill a fixed one equal to it, so typing '90 123...' into '+998 00 000-00-00'
 * would spend the 9 on '+998' and lose it. While the text is still within the mask's fixed prefix, a typed
 * character that is not the prefix's next one gets the rest of the prefix put before it; typing the prefix
 * itself ('+998...') still works as before.
 */
function prefixed(prefix: string) {
  return (chars: string, masked: { value: string }, flags: { input?: boolean }) => {
    const typed = masked.value;
    if (!prefix || !flags.input || !chars || typed.length >= prefix.length || !prefix.startsWith(typed)) return chars;
    const rest = prefix.slice(typed.length);
    return chars[0] === rest[0] ? chars : rest + chars;
  };
}

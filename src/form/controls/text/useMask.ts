import IMask, { type InputMask } from 'imask';
import { useLayoutEffect, useRef, useState } from 'react';
import { literalPrefix, type TextMask } from '../../model/textMask';

/** What {@link useMask} gives the input it masks. */
export interface MaskBinding {
  /** Whether a mask is on: the input is then uncontrolled (imask owns its text) and gets `defaultValue`. */
  active: boolean;
  /** Ref callback for the input. */
  ref(node: HTMLInputElement | null): void;
}

/**
 * Puts imask on a text input (SPEC §2.9 masks): a pattern between slashes refuses an edit whose result would
 * not match; a mask definition formats as the user types ('+998 00 000-00-00'). The form value is the text
 * the user sees. imask edits the input's text itself, so while a mask is on the input must be uncontrolled:
 * the form's value is pushed into the mask when it changes from outside (a reset, a record loaded), and
 * each accepted edit is reported through `onAccept`.
 *
 * @example
 * const mask = useMask(textMask(element.mask), text, onChange);
 * <input ref={mask.ref} defaultValue={mask.active ? text : undefined} value={mask.active ? undefined : text} />
 */
export function useMask(mask: TextMask | null, text: string, onAccept: (text: string) => void): MaskBinding {
  const [node, setNode] = useState<HTMLInputElement | null>(null);
  const instance = useRef<InputMask | null>(null);
  // Set while the form's value is pushed in: imask reports that as an edit, but the user made none.
  const syncing = useRef(false);
  const latest = useRef({ text, onAccept });
  latest.current = { text, onAccept };
  const kind = mask?.kind ?? null;
  const source = mask ? (mask.kind === 'regexp' ? mask.pattern.source + '/' + mask.pattern.flags : mask.pattern) : null;

  useLayoutEffect(() => {
    if (!node || !mask) return;
    const created: InputMask = mask.kind === 'regexp' ? IMask(node, { mask: mask.pattern }) : IMask(node, { mask: mask.pattern, lazy: true, prepare: prefixed(literalPrefix(mask.pattern)) });
    syncing.current = true;
    created.value = latest.current.text;
    syncing.current = false;
    instance.current = created;
    const accept = () => {
      if (!syncing.current && created.value !== latest.current.text) latest.current.onAccept(created.value);
    };
    created.on('accept', accept);
    return () => {
      created.off('accept', accept);
      created.destroy();
      instance.current = null;
    };
    // The mask is rebuilt only when its definition changes, not on every render's new object.
  }, [node, kind, source]);

  useLayoutEffect(() => {
    const current = instance.current;
    // An outside change (reset, loaded record, a picked suggestion): show it through the mask.
    if (current && current.value !== text) {
      syncing.current = true;
      current.value = text;
      syncing.current = false;
    }
  }, [text]);

  return { active: Boolean(mask), ref: setNode };
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

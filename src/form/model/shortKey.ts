/** A parsed keyboard shortcut of a button (docs/behaviour.md §2 short_key). */
export interface ShortKey {
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  /** The key, lower case: 's', 'enter', 'f2'. */
  key: string;
}

/**
 * Parses an administrator's shortcut such as 'ctrl+s', 'Alt+Shift+N' or 'ctrl+enter'; null when empty or
 * without a key.
 *
 * @example
 * parseShortKey('ctrl+s'); // { ctrl: true, alt: false, shift: false, key: 's' }
 */
export function parseShortKey(text: string | null | undefined): ShortKey | null {
  const parts = (text ?? '')
    .toLowerCase()
    .split('+')
    .map((part) => part.trim())
    .filter(Boolean);
  const key = parts.find((part) => !['ctrl', 'control', 'cmd', 'meta', 'alt', 'shift'].includes(part));
  if (!key) return null;
  return {
    ctrl: parts.some((part) => part === 'ctrl' || part === 'control' || part === 'cmd' || part === 'meta'),
    alt: parts.includes('alt'),
    shift: parts.includes('shift'),
    key,
  };
}

/**
 * Whether a key press is the shortcut. Ctrl also matches Cmd (Mac). A letter matches by its physical key
 * too, so 'ctrl+s' works on a Cyrillic keyboard layout, where the key reports 'ы'.
 *
 * @example
 * matchesShortKey({ key: 'ы', code: 'KeyS', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false }, parseShortKey('ctrl+s')!); // true
 */
export function matchesShortKey(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  shortKey: ShortKey,
): boolean {
  if ((event.ctrlKey || event.metaKey) !== shortKey.ctrl || event.altKey !== shortKey.alt || event.shiftKey !== shortKey.shift)
    return false;
  const key = event.key.toLowerCase();
  if (key === shortKey.key) return true;
  if (shortKey.key.length === 1 && /[a-z]/.test(shortKey.key)) return event.code === `Key${shortKey.key.toUpperCase()}`;
  if (shortKey.key.length === 1 && /[0-9]/.test(shortKey.key)) return event.code === `Digit${shortKey.key}`;
  return false;
}

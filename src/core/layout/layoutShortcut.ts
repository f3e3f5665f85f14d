/** A layout-wide keyboard shortcut of docs/behaviour.md §1. */
export type LayoutShortcut = 'focus-sidebar' | 'focus-body' | 'focus-topbar' | 'toggle-force-user';

/** The parts of a KeyboardEvent the rule reads. */
export interface ShortcutKeys {
  key: string;
  /** The physical key, so Ctrl+Shift+D works on a Cyrillic keyboard layout too. */
  code?: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

/**
 * The shortcut a key press means, or null (docs/behaviour.md §1): Shift+Left the sidebar, Shift+Right or Shift+Down the
 * body, Shift+Up the top bar, Ctrl+Shift+D force-user mode. Shift+arrows mean nothing while typing in a text
 * field, where they select text.
 *
 * @example
 * layoutShortcut({ key: 'ArrowLeft', shiftKey: true, ctrlKey: false, altKey: false, metaKey: false }, false); // 'focus-sidebar'
 */
export function layoutShortcut(keys: ShortcutKeys, inTextField: boolean): LayoutShortcut | null {
  const { key, code, shiftKey, ctrlKey, altKey, metaKey } = keys;
  if (!shiftKey || altKey || metaKey) return null;
  if (ctrlKey) return code === 'KeyD' || key.toLowerCase() === 'd' ? 'toggle-force-user' : null;
  if (inTextField) return null;
  switch (key) {
    case 'ArrowLeft':
      return 'focus-sidebar';
    case 'ArrowRight':
    case 'ArrowDown':
      return 'focus-body';
    case 'ArrowUp':
      return 'focus-topbar';
    default:
      return null;
  }
}

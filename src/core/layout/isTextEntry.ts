/** The parts of an element that tell whether arrow keys edit or select text in it. */
export interface TextEntryCandidate {
  tagName: string;
  /** An input's `type` (lower case); ignored for other elements. */
  type?: string | null;
  isContentEditable?: boolean;
  role?: string | null;
}

/** Inputs whose arrow keys do not move a text caret. */
const NON_TEXT_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'file', 'color', 'hidden']);
/** Widgets that own arrow keys like a text field does. */
const TEXT_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'slider']);

/**
 * Whether the focused element is a text field, where Shift+arrows must keep selecting text (docs/behaviour.md §1).
 * Selects count too: arrows change their value.
 *
 * @example
 * isTextEntry({ tagName: 'INPUT', type: 'text' }); // true
 * isTextEntry({ tagName: 'BUTTON' }); // false
 */
export function isTextEntry(element: TextEntryCandidate | null | undefined): boolean {
  if (!element) return false;
  if (element.isContentEditable) return true;
  if (element.role && TEXT_ROLES.has(element.role)) return true;
  switch (element.tagName.toUpperCase()) {
    case 'TEXTAREA':
    case 'SELECT':
      return true;
    case 'INPUT':
      return !NON_TEXT_INPUTS.has((element.type ?? 'text').toLowerCase());
    default:
      return false;
  }
}

/** docs/behaviour.md §5 label parts, in the order `top|left|right|bottom`. */
export interface LabelParts {
  top: string;
  left: string;
  right: string;
  bottom: string;
  /** Which part carries the required asterisk: the first non-empty one, or null when all are empty. */
  asteriskOn: 'top' | 'left' | 'right' | 'bottom' | null;
}

const ORDER = ['top', 'left', 'right', 'bottom'] as const;

/**
 * Splits a label by `|` into top, left, right and bottom labels (docs/behaviour.md §5); the red required asterisk goes
 * next to the first non-empty part.
 *
 * @example
 * labelParts('Сумма||сўм'); // { top: 'Сумма', left: '', right: 'сўм', bottom: '', asteriskOn: 'top' }
 * labelParts('|Телефон'); // left 'Телефон', asteriskOn 'left'
 */
export function labelParts(label: string | null | undefined): LabelParts {
  const pieces = (label ?? '').split('|').map((piece) => piece.trim());
  const parts = { top: pieces[0] ?? '', left: pieces[1] ?? '', right: pieces[2] ?? '', bottom: pieces[3] ?? '' };
  return { ...parts, asteriskOn: ORDER.find((key) => parts[key] !== '') ?? null };
}

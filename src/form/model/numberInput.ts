import type { FormElementMeta } from '../../core/api/formMeta';
import { formatNumber } from '../../core/format/formatNumber';
import { toNumber } from '../../core/format/toNumber';

/** docs/behaviour.md §5: a number field keeps up to 4 decimals unless its `scale` says otherwise; an int none. */
const DEFAULT_SCALE = 4;
/** Beyond 15 digits a JS number no longer holds every integer exactly: refuse rather than store another number. */
const MAX_INTEGER_DIGITS = 15;

/** The text a number field shows while the user edits it, and where the caret goes. */
export interface NumberEdit {
  text: string;
  caret: number;
  /** The form value the text stands for: a number, or null for '', '-', '.'. */
  value: number | null;
}

/**
 * The most decimals a number element takes: 0 for `int`, else its `scale` (default 4).
 *
 * @example
 * numberScale({ id: 1, type: 'int' });               // 0
 * numberScale({ id: 1, type: 'number', scale: 2 }); // 2
 */
export function numberScale(element: Pick<FormElementMeta, 'type' | 'scale'>): number {
  if (element.type === 'int') return 0;
  const scale = element.scale;
  return scale != null && Number.isFinite(scale) && scale >= 0 ? Math.trunc(scale) : DEFAULT_SCALE;
}

/**
 * A number as a number field shows it when the user is not editing: thousands grouped by spaces, a decimal
 * point; `scale` fixed decimals when the element sets one, else up to 4.
 *
 * @example
 * formatNumberField(1234567.5, { id: 1, type: 'number' }); // '1 234 567.5'
 * formatNumberField(null, { id: 1, type: 'number' });      // ''
 */
export function formatNumberField(value: unknown, element: Pick<FormElementMeta, 'type' | 'scale'>): string {
  const decimals = element.type === 'int' ? 0 : element.scale != null ? numberScale(element) : null;
  return formatNumber(value, { decimals });
}

/**
 * One edit of a number field, formatted as the user types: ',' counts as the decimal point, a minus only
 * leads, other characters are dropped, digits are grouped by spaces, and the caret stays after the same
 * digit it followed. An edit that would break the field's scale (a decimal point in an int, a fifth
 * decimal by default) or go past 15 integer digits is refused: null, and the field keeps its text.
 *
 * @example
 * editNumberText('1234567.5', 9, 4); // { text: '1 234 567.5', caret: 11, value: 1234567.5 }
 * editNumberText('12.5', 4, 0);      // null (an int takes no decimals)
 */
export function editNumberText(raw: string, caret: number, scale: number): NumberEdit | null {
  let cleaned = '';
  let kept = 0;
  for (let index = 0; index < raw.length; index += 1) {
    const char = raw[index] === ',' ? '.' : raw[index];
    let keep = false;
    if (char >= '0' && char <= '9') keep = true;
    else if (char === '-') keep = cleaned === '';
    else if (char === '.') {
      if (scale === 0 || cleaned.includes('.')) return null;
      keep = true;
    }
    if (!keep) continue;
    cleaned += char;
    if (index < caret) kept += 1;
  }
  const match = /^(-?)(\d*)(\.?)(\d*)$/.exec(cleaned)!;
  const [, sign, integer, point, decimals] = match;
  if (decimals.length > scale || integer.length > MAX_INTEGER_DIGITS) return null;
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const text = sign + grouped + point + decimals;
  return { text, caret: caretAfter(text, kept), value: numberValue(cleaned) };
}

/** Where the caret goes in `text`: right after its `count`-th non-space character. */
function caretAfter(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] !== ' ') seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/**
 * The value of a number field's text: a number, or null when it is empty or no number (docs/behaviour.md §5); never -0.
 *
 * @example
 * numberValue('-1 234.5'); // -1234.5
 * numberValue('-');        // null
 */
export function numberValue(text: string): number | null {
  const number = toNumber(text.replace(/,/g, '.'));
  return number === 0 ? 0 : number;
}

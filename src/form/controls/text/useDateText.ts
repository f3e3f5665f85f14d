import { useMemo, useState } from 'react';
import { displayFormat, maskForFormat, parseDisplayText, toDisplayText, type DateKind } from '../../../core/format/dateInput';
import type { TextMask } from '../../model/textMask';

/** Whether two server values of a kind are the same moment (datetimes may differ only in their offset). */
function sameValue(a: unknown, b: unknown, kind: DateKind): boolean {
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  if (kind === 'datetime' && typeof a === 'string' && typeof b === 'string') return Date.parse(a) === Date.parse(b);
  return a === b;
}

/** The typed text of a date, datetime or time control and how an edit of it becomes the form value. */
export interface DateText {
  text: string;
  format: string;
  /** The mask guiding typing in the display format, or null for formats with names. */
  mask: TextMask | null;
  /** The user typed `text`: the value becomes what it parses to, or null while it does not (docs/behaviour.md §5). */
  accept(text: string): void;
}

/**
 * The text side of the date controls: the text shown in the display format (element.format or the
 * defaults), kept as typed while it does not parse, and rewritten from the value when the value changes
 * from outside (a reset, a loaded record, a day picked in the calendar).
 *
 * @example
 * const date = useDateText('date', element.format, env.timeZone, value, onChange);
 * <input value={date.text} onChange={(e) => date.accept(e.target.value)} />
 */
export function useDateText(
  kind: DateKind,
  elementFormat: string | null | undefined,
  timeZone: string,
  value: unknown,
  onChange: (value: string | null) => void,
): DateText {
  const format = displayFormat(kind, elementFormat);
  const [text, setText] = useState(() => toDisplayText(value, kind, format, timeZone));
  const mask = useMemo<TextMask | null>(() => {
    const pattern = maskForFormat(format);
    return pattern ? { kind: 'pattern', pattern } : null;
  }, [format]);

  // An outside change: the text no longer stands for the value, so show the value.
  if (!sameValue(parseDisplayText(text, kind, format, timeZone), value, kind)) {
    const shown = toDisplayText(value, kind, format, timeZone);
    if (shown !== text) setText(shown);
  }

  const accept = (next: string) => {
    setText(next);
    const parsed = parseDisplayText(next, kind, format, timeZone);
    if (!sameValue(parsed, value, kind)) onChange(parsed);
  };
  return { text, format, mask, accept };
}

import { useRef, useState, type KeyboardEvent } from 'react';
import type { Translate } from '../useTranslator';
import { CalendarGrid } from './CalendarGrid';
import { isDayEnabled, type DayBounds } from './isDayEnabled';
import { PickerPopover } from './PickerPopover';
import { PickerToggle } from './PickerToggle';

export interface DayFieldProps {
  /** The input's id (its visible label's `for`). */
  id: string;
  /** Ids naming the input (the filter's label and 'Бошланиши' / 'Охири'). */
  labelledBy: string;
  /** The day, 'YYYY-MM-DD', or null. */
  value: string | null;
  onChange(day: string | null): void;
  bounds: DayBounds;
  /** The display format, shown as the placeholder ('DD.MM.YYYY'). */
  format: string;
  /** A day in the display format (core/format/dateInput's toDisplayText). */
  toText(day: string | null): string;
  /** Typed text as a day, or null while it is not one (core/format/dateInput's parseDisplayText). */
  parse(text: string): string | null;
  /** Today in the user's zone, 'YYYY-MM-DD'. */
  today: string;
  t: Translate;
}

/**
 * A day typed in the display format or picked in the calendar popup: the date control of the table's filters,
 * drawn like the form's date field (text input, calendar toggle, the same PickerPopover and CalendarGrid), so a
 * user meets one date control and one format everywhere instead of the browser's own mm/dd/yyyy input.
 * Text that does not parse (yet) changes nothing; emptying it clears the day; Alt+ArrowDown opens the calendar.
 *
 * @example
 * <DayField id="f-from" labelledBy="l f" value="2024-05-15" onChange={set} bounds={{ min: null, max: null }} format="DD.MM.YYYY"
 *   toText={(day) => toDisplayText(day, 'date', 'DD.MM.YYYY')} parse={(text) => parseDisplayText(text, 'date', 'DD.MM.YYYY')} today={today} t={t} />
 */
export function DayField({ id, labelledBy, value, onChange, bounds, format, toText, parse, today, t }: DayFieldProps) {
  const [text, setText] = useState(() => toText(value));
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLDivElement | null>(null);
  const dayRef = useRef<HTMLButtonElement | null>(null);
  const [focusDay, setFocusDay] = useState(value ?? today);

  // A change from outside (the filters cleared, a URL state): show the new value instead of the typed text.
  const [seen, setSeen] = useState(value);
  const typed = text.trim() ? parse(text) : null;
  if (value !== seen) {
    setSeen(value);
    if (typed !== value) setText(toText(value));
  }

  const accept = (next: string) => {
    setText(next);
    if (!next.trim()) return value === null ? undefined : onChange(null);
    const day = parse(next);
    if (day && day !== value && isDayEnabled(day, bounds)) onChange(day);
  };
  const show = (next: boolean) => {
    // With no day yet, open where the other end of a range is (a 'to' starts at its 'from'), else today.
    if (next) setFocusDay(value ?? bounds.min ?? bounds.max ?? today);
    setOpen(next);
  };
  const pick = (day: string) => {
    setText(toText(day));
    onChange(day);
    setOpen(false);
  };
  const invalid = Boolean(text.trim()) && (!typed || !isDayEnabled(typed, bounds));

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      show(true);
    }
  }

  return (
    <div ref={field} className="pl-text-field pl-date-field">
      <input
        id={id}
        part="input"
        className="pl-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-labelledby={labelledBy}
        aria-invalid={invalid || undefined}
        placeholder={format}
        value={text}
        onChange={(event) => accept(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <PickerToggle label={t('Календарни очиш')} open={open} disabled={false} icon="calendar" onToggle={() => show(!open)} />
      {open ? (
        <PickerPopover
          anchor={field.current}
          open
          onOpenChange={show}
          label={t('Сана танлаш')}
          initialFocus={dayRef}
          onClear={() => {
            setText('');
            onChange(null);
            setOpen(false);
          }}
          t={t}
          footerStart={
            <button
              type="button"
              part="button"
              className="pl-button pl-picker__today"
              disabled={!isDayEnabled(today, bounds)}
              onClick={() => pick(today)}
            >
              {t('Бугун')}
            </button>
          }
        >
          <CalendarGrid
            focusDay={focusDay}
            onFocusDay={setFocusDay}
            selected={value}
            today={today}
            bounds={bounds}
            onPick={pick}
            focusRef={dayRef}
            t={t}
          />
        </PickerPopover>
      ) : null}
    </div>
  );
}

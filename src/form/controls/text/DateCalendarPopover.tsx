import { useRef, useState, type RefObject } from 'react';
import type { FormElementMeta } from '../../../core/api/formMeta';
import type { Translate } from '../../../ui/useTranslator';
import { CalendarGrid } from '../../../ui/date/CalendarGrid';
import { isDayEnabled } from '../../../ui/date/isDayEnabled';
import { PickerPopover } from '../../../ui/date/PickerPopover';
import { datetimeTime, datetimeWithTime, dayBounds, todayIn, valueDay, valueWithDay } from '../../../core/format/dateInput';
import { TimeSelects } from './TimeSelects';

export interface DateCalendarPopoverProps {
  /** The field the calendar hangs under (mounted before the calendar opens). */
  anchorRef: RefObject<Element | null>;
  kind: 'date' | 'datetime';
  element: FormElementMeta;
  timeZone: string;
  value: unknown;
  onChange(value: string | null): void;
  /** Closes the calendar (Escape, an outside press, Close, a picked day). */
  onClose(): void;
  t: Translate;
}

/**
 * The open calendar of a date or datetime control (docs/behaviour.md §5): days outside minDate/maxDate (datetime:
 * minDatetime/maxDatetime, in the form's time zone) cannot be picked; Today, Clear and Close; for a datetime
 * an hour and a minute select. It starts on the value's day, else today, kept within the bounds. Drawn only
 * while open, and a lazy chunk of DateControl: a closed date field works out no "today" (a time zone
 * conversion) and mounts no floating hooks (docs/performance.md, 1,000 fields).
 *
 * @example
 * {open ? <DateCalendarPopover anchorRef={fieldRef} kind="date" element={element} timeZone={zone} value={value} onChange={onChange} onClose={close} t={t} /> : null}
 */
export function DateCalendarPopover({ anchorRef, kind, element, timeZone, value, onChange, onClose, t }: DateCalendarPopoverProps) {
  const bounds = dayBounds(element, timeZone);
  const [today] = useState(() => todayIn(timeZone));
  const [focusDay, setFocusDay] = useState(() => {
    let start = valueDay(value, kind, timeZone) ?? today;
    if (bounds.min && start < bounds.min) start = bounds.min;
    if (bounds.max && start > bounds.max) start = bounds.max;
    return start;
  });
  const dayRef = useRef<HTMLButtonElement | null>(null);
  const hourRef = useRef<HTMLSelectElement | null>(null);
  const pick = (day: string) => {
    onChange(valueWithDay(day, kind, value, element, timeZone));
    onClose();
  };
  return (
    <PickerPopover
      anchor={anchorRef.current}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      label={t('Сана танлаш')}
      initialFocus={dayRef}
      onClear={() => {
        onChange(null);
        onClose();
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
        selected={valueDay(value, kind, timeZone)}
        today={today}
        bounds={bounds}
        onPick={pick}
        focusRef={dayRef}
        t={t}
      />
      {kind === 'datetime' ? (
        <TimeSelects
          value={datetimeTime(value, timeZone)}
          onChange={(time) => onChange(datetimeWithTime(value, time, focusDay, timeZone))}
          hourRef={hourRef}
          t={t}
        />
      ) : null}
    </PickerPopover>
  );
}

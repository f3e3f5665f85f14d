import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { DEFAULT_TIME_ZONE } from '../../core/form/formDateFormats';
import { datetimeTime, datetimeWithTime, dayBounds, isDayEnabled, todayIn, valueDay, valueWithDay } from '../model/dateInput';
import type { ControlProps } from './ControlProps';
import { CalendarGrid } from './text/CalendarGrid';
import { mergeRefs } from './text/mergeRefs';
import { PickerPopover } from './text/PickerPopover';
import { PickerToggle } from './text/PickerToggle';
import { TimeSelects } from './text/TimeSelects';
import { useDateText } from './text/useDateText';
import { useMask } from './text/useMask';
import { useFormControl } from './useFormControl';

/**
 * Date and datetime (SPEC §2.9, §5, §9): a text input in the display format (element.format, else
 * DD.MM.YYYY or DD.MM.YYYY HH:mm) with a mask, and a calendar dialog where days outside minDate/maxDate
 * (datetime: minDatetime/maxDatetime, in the form's time zone) cannot be picked, whole days. Values travel
 * as 'YYYY-MM-DD' and 'YYYY-MM-DDTHH:mm:ssZ' (with the zone's offset); text that does not parse leaves the
 * value null. Alt+ArrowDown opens the calendar; it has Today, Clear and Close buttons, and for a datetime an
 * hour and a minute select (the time of the value's day, or of the focused day when there is no value).
 *
 * @example
 * <DateControl element={{ id: 10, type: 'date', dataField: 'created', label: 'Сана', minDate: '2024-01-01' }} env={env} />
 */
export function DateControl(props: ControlProps) {
  const { element, env } = props;
  const kind = element.type === 'datetime' ? 'datetime' : 'date';
  const timeZone = env.timeZone || DEFAULT_TIME_ZONE;
  const { value, onChange, onBlur, ref, inputProps, disabled, readOnly } = useFormControl(props);
  const date = useDateText(kind, element.format, timeZone, value, onChange);
  const masked = useMask(date.mask, date.text, date.accept);
  const [field, setField] = useState<HTMLDivElement | null>(null);
  const inputRef = useMemo(() => mergeRefs(ref, masked.ref), [ref, masked.ref]);
  const [open, setOpen] = useState(false);
  const [focusDay, setFocusDay] = useState('');
  const dayRef = useRef<HTMLButtonElement | null>(null);
  const hourRef = useRef<HTMLSelectElement | null>(null);
  const bounds = dayBounds(element, timeZone);
  const today = todayIn(timeZone);
  const locked = disabled || readOnly;

  function show() {
    if (locked) return;
    const chosen = valueDay(value, kind, timeZone);
    let start = chosen ?? today;
    if (bounds.min && start < bounds.min) start = bounds.min;
    if (bounds.max && start > bounds.max) start = bounds.max;
    setFocusDay(start);
    setOpen(true);
  }
  const pick = (day: string) => {
    onChange(valueWithDay(day, kind, value, element, timeZone));
    setOpen(false);
  };
  const clear = () => {
    onChange(null);
    setOpen(false);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      show();
    }
  }

  return (
    <div ref={setField} className="pl-text-field pl-date-field">
      <input
        {...inputProps}
        ref={inputRef}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="pl-input"
        {...(masked.active ? { defaultValue: date.text } : { value: date.text, onChange: (event) => date.accept(event.target.value) })}
        placeholder={element.placeholder ?? date.format}
        style={element.textAlign ? { textAlign: element.textAlign } : undefined}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <PickerToggle label={env.t('Календарни очиш')} open={open} disabled={locked} icon="calendar" onToggle={() => (open ? setOpen(false) : show())} />
      <PickerPopover
        anchor={field}
        open={open}
        onOpenChange={setOpen}
        label={env.t('Сана танлаш')}
        initialFocus={dayRef}
        onClear={clear}
        t={env.t}
        footerStart={
          <button type="button" className="pl-button pl-picker__today" disabled={!isDayEnabled(today, bounds)} onClick={() => pick(today)}>
            {env.t('Бугун')}
          </button>
        }
      >
        <CalendarGrid focusDay={focusDay || today} onFocusDay={setFocusDay} selected={valueDay(value, kind, timeZone)} today={today} bounds={bounds} onPick={pick} focusRef={dayRef} t={env.t} />
        {kind === 'datetime' ? (
          <TimeSelects value={datetimeTime(value, timeZone)} onChange={(time) => onChange(datetimeWithTime(value, time, focusDay || today, timeZone))} hourRef={hourRef} t={env.t} />
        ) : null}
      </PickerPopover>
    </div>
  );
}

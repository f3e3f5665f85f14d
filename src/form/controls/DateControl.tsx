import { Suspense, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { DEFAULT_TIME_ZONE } from '../../core/form/formDateFormats';
import type { ControlProps } from './ControlProps';
import { lazyNamed } from './lazyNamed';
import { mergeRefs } from './text/mergeRefs';
import { PickerToggle } from './text/PickerToggle';
import { useDateText } from './text/useDateText';
import { useMask } from './text/useMask';
import { useFormControl } from './useFormControl';

// The calendar (with floating-ui) is its own chunk, drawn only while open (DESIGN §6).
const DateCalendarPopover = lazyNamed(() => import('./text/DateCalendarPopover').then((m) => m.DateCalendarPopover));

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
  // A ref, not state: the calendar reads it only once open, and a state ref would draw the field twice.
  const field = useRef<HTMLDivElement | null>(null);
  const inputRef = useMemo(() => mergeRefs(ref, masked.ref), [ref, masked.ref]);
  const [open, setOpen] = useState(false);
  const locked = disabled || readOnly;

  function show() {
    if (!locked) setOpen(true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      show();
    }
  }

  return (
    <div ref={field} className="pl-text-field pl-date-field" onPointerEnter={() => void DateCalendarPopover.preload()}>
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
        onFocus={() => void DateCalendarPopover.preload()}
        onBlur={onBlur}
      />
      <PickerToggle label={env.t('Календарни очиш')} open={open} disabled={locked} icon="calendar" onToggle={() => (open ? setOpen(false) : show())} />
      {open ? (
        <Suspense fallback={null}>
          <DateCalendarPopover anchorRef={field} kind={kind} element={element} timeZone={timeZone} value={value} onChange={onChange} onClose={() => setOpen(false)} t={env.t} />
        </Suspense>
      ) : null}
    </div>
  );
}

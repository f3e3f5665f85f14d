import { DEFAULT_TIME_ZONE } from '../../core/form/formDateFormats';
import type { ControlProps } from './ControlProps';
import { lazyNamed } from './lazyNamed';
import { PickerTextField } from './text/PickerTextField';
import { useDateText } from './text/useDateText';
import { useFormControl } from './useFormControl';

// The calendar (with floating-ui) is its own chunk, drawn only while open (docs/performance.md).
const DateCalendarPopover = lazyNamed(() => import('./text/DateCalendarPopover').then((m) => m.DateCalendarPopover));

/**
 * Date and datetime (docs/behaviour.md §5, §12): a text input in the display format (element.format, else
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
  const control = useFormControl(props);
  const { value, onChange } = control;
  const date = useDateText(kind, element.format, timeZone, value, onChange);
  return (
    <PickerTextField
      control={control}
      element={element}
      text={date}
      className="pl-date-field"
      toggleLabel={env.t('Календарни очиш')}
      icon="calendar"
      preload={DateCalendarPopover.preload}
      renderPicker={({ anchorRef, close }) => (
        <DateCalendarPopover
          anchorRef={anchorRef}
          kind={kind}
          element={element}
          timeZone={timeZone}
          value={value}
          onChange={onChange}
          onClose={close}
          t={env.t}
        />
      )}
    />
  );
}

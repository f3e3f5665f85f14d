import { useRef } from 'react';
import { DEFAULT_TIME_ZONE } from '../../core/form/formDateFormats';
import type { ControlProps } from './ControlProps';
import { lazyNamed } from './lazyNamed';
import { PickerTextField } from './text/PickerTextField';
import { TimeSelects } from './text/TimeSelects';
import { useDateText } from './text/useDateText';
import { useFormControl } from './useFormControl';

// The picker dialog (with floating-ui) is its own chunk, drawn only while open (docs/performance.md).
const PickerPopover = lazyNamed(() => import('../../ui/date/PickerPopover').then((m) => m.PickerPopover));

/**
 * Time (docs/behaviour.md §5, §12): a text input in the display format (element.format, else HH:mm) with a mask, and a
 * picker dialog of an hour and a minute select with Clear and Close. The value travels as 'HH:mm'; text
 * that does not parse leaves it null. Alt+ArrowDown opens the picker.
 *
 * @example
 * <TimeControl element={{ id: 11, type: 'time', dataField: 'starts', label: 'Бошланиш вақти' }} env={env} />
 */
export function TimeControl(props: ControlProps) {
  const { element, env } = props;
  const control = useFormControl(props);
  const { value, onChange } = control;
  const time = useDateText('time', element.format, env.timeZone || DEFAULT_TIME_ZONE, value, onChange);
  const hourRef = useRef<HTMLSelectElement | null>(null);
  return (
    <PickerTextField
      control={control}
      element={element}
      text={time}
      className="pl-time-field"
      toggleLabel={env.t('Вақтни танлаш')}
      icon="clock"
      preload={PickerPopover.preload}
      renderPicker={({ anchorRef, close }) => (
        <PickerPopover
          anchor={anchorRef.current}
          open
          onOpenChange={(open) => {
            if (!open) close();
          }}
          label={env.t('Вақтни танлаш')}
          initialFocus={hourRef}
          onClear={() => {
            onChange(null);
            close();
          }}
          t={env.t}
        >
          <TimeSelects value={typeof value === 'string' ? value : null} onChange={onChange} hourRef={hourRef} t={env.t} />
        </PickerPopover>
      )}
    />
  );
}

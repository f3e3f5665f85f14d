import { Suspense, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { DEFAULT_TIME_ZONE } from '../../core/form/formDateFormats';
import type { ControlProps } from './ControlProps';
import { lazyNamed } from './lazyNamed';
import { mergeRefs } from './text/mergeRefs';
import { PickerToggle } from './text/PickerToggle';
import { TimeSelects } from './text/TimeSelects';
import { useDateText } from './text/useDateText';
import { useMask } from './text/useMask';
import { useFormControl } from './useFormControl';

// The picker dialog (with floating-ui) is its own chunk, drawn only while open (DESIGN §6).
const PickerPopover = lazyNamed(() => import('./text/PickerPopover').then((m) => m.PickerPopover));

/**
 * Time (SPEC §2.9, §9): a text input in the display format (element.format, else HH:mm) with a mask, and a
 * picker dialog of an hour and a minute select with Clear and Close. The value travels as 'HH:mm'; text
 * that does not parse leaves it null. Alt+ArrowDown opens the picker.
 *
 * @example
 * <TimeControl element={{ id: 11, type: 'time', dataField: 'starts', label: 'Бошланиш вақти' }} env={env} />
 */
export function TimeControl(props: ControlProps) {
  const { element, env } = props;
  const { value, onChange, onBlur, ref, inputProps, disabled, readOnly } = useFormControl(props);
  const time = useDateText('time', element.format, env.timeZone || DEFAULT_TIME_ZONE, value, onChange);
  const masked = useMask(time.mask, time.text, time.accept);
  const inputRef = useMemo(() => mergeRefs(ref, masked.ref), [ref, masked.ref]);
  // A ref, not state: the picker reads it only once open, and a state ref would draw the field twice.
  const field = useRef<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  const hourRef = useRef<HTMLSelectElement | null>(null);
  const locked = disabled || readOnly;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && event.altKey && !locked) {
      event.preventDefault();
      setOpen(true);
    }
  }

  return (
    <div ref={field} className="pl-text-field pl-time-field" onPointerEnter={() => void PickerPopover.preload()}>
      <input
        {...inputProps}
        ref={inputRef}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="pl-input"
        {...(masked.active ? { defaultValue: time.text } : { value: time.text, onChange: (event) => time.accept(event.target.value) })}
        placeholder={element.placeholder ?? time.format}
        style={element.textAlign ? { textAlign: element.textAlign } : undefined}
        onKeyDown={onKeyDown}
        onFocus={() => void PickerPopover.preload()}
        onBlur={onBlur}
      />
      <PickerToggle label={env.t('Вақтни танлаш')} open={open} disabled={locked} icon="clock" onToggle={() => setOpen(!open)} />
      {open ? (
        <Suspense fallback={null}>
          <PickerPopover
            anchor={field.current}
            open={open}
            onOpenChange={setOpen}
            label={env.t('Вақтни танлаш')}
            initialFocus={hourRef}
            onClear={() => {
              onChange(null);
              setOpen(false);
            }}
            t={env.t}
          >
            <TimeSelects value={typeof value === 'string' ? value : null} onChange={onChange} hourRef={hourRef} t={env.t} />
          </PickerPopover>
        </Suspense>
      ) : null}
    </div>
  );
}

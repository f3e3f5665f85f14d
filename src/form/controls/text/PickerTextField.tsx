import { Suspense, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { FormElementMeta } from '../../../core/api/formMeta';
import type { useFormControl } from '../useFormControl';
import { mergeRefs } from './mergeRefs';
import { PickerToggle, type PickerToggleProps } from '../../../ui/date/PickerToggle';
import type { DateText } from './useDateText';
import { useMask } from './useMask';

/** What the open picker gets: the field to hang under and how to close itself. */
export interface PickerSlot {
  /** The field (mounted before the picker opens). */
  anchorRef: RefObject<HTMLDivElement | null>;
  close(): void;
}

export interface PickerTextFieldProps {
  /** The control's useFormControl result: input props, ref, blur, disabled and read-only. */
  control: ReturnType<typeof useFormControl>;
  /** For placeholder and textAlign. */
  element: FormElementMeta;
  /** The control's parsing hook (useDateText). */
  text: DateText;
  /** The field's modifier class ('pl-date-field'). */
  className: string;
  toggleLabel: string;
  icon: PickerToggleProps['icon'];
  /** Fetches the picker's lazy chunk ahead of the first open. */
  preload(): unknown;
  /** The picker, drawn only while open. */
  renderPicker(slot: PickerSlot): ReactNode;
}

/**
 * The shared body of the date, datetime and time controls: a masked text input in the display format, the
 * toggle button beside it and the lazy picker, drawn only while open (docs/performance.md). Alt+ArrowDown opens it.
 *
 * @example
 * <PickerTextField control={control} element={element} text={time} className="pl-time-field" toggleLabel={t('Вақтни танлаш')}
 *   icon="clock" preload={TimePopover.preload} renderPicker={({ anchorRef, close }) => <TimePopover anchorRef={anchorRef} onClose={close} />} />
 */
export function PickerTextField({ control, element, text, className, toggleLabel, icon, preload, renderPicker }: PickerTextFieldProps) {
  const { ref, inputProps, onBlur, disabled, readOnly } = control;
  const masked = useMask(text.mask, text.text, text.accept);
  const inputRef = useMemo(() => mergeRefs(ref, masked.ref), [ref, masked.ref]);
  // A ref, not state: the picker reads it only once open, and a state ref would draw the field twice.
  const field = useRef<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  const locked = disabled || readOnly;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && event.altKey && !locked) {
      event.preventDefault();
      setOpen(true);
    }
  }

  return (
    <div ref={field} className={`pl-text-field ${className}`} onPointerEnter={() => void preload()}>
      <input
        {...inputProps}
        ref={inputRef}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        part="input"
        className="pl-input"
        {...(masked.active ? { defaultValue: text.text } : { value: text.text, onChange: (event) => text.accept(event.target.value) })}
        placeholder={element.placeholder ?? text.format}
        style={element.textAlign ? { textAlign: element.textAlign } : undefined}
        onKeyDown={onKeyDown}
        onFocus={() => void preload()}
        onBlur={onBlur}
      />
      <PickerToggle label={toggleLabel} open={open} disabled={locked} icon={icon} onToggle={() => setOpen(!open)} />
      {open ? <Suspense fallback={null}>{renderPicker({ anchorRef: field, close: () => setOpen(false) })}</Suspense> : null}
    </div>
  );
}

import { toBoolean } from '../../core/form/toBoolean';
import type { ControlProps } from './ControlProps';
import { useFormControl } from './useFormControl';

/**
 * Checkbox, drawn as a switch (docs/behaviour.md §5): a real checkbox with role switch, so Space toggles it and the
 * field frame's label names it. The value is a boolean: true, 1, '1' and 'true' count as on (docs/behaviour.md §5).
 * A checkbox cannot be read-only natively: aria-readonly says so and a change is refused.
 *
 * @example
 * <CheckboxControl element={{ id: 6, type: 'checkbox', dataField: 'agree', label: 'Розиман', isRequired: true }} env={env} />
 */
export function CheckboxControl(props: ControlProps) {
  const { value, onChange, onBlur, ref, inputProps, readOnly } = useFormControl(props);
  const checked = toBoolean(value);
  // A switch is no text input: `::part(input)` rules (borders, widths) would deform it.
  const { readOnly: _readOnly, part: _part, ...rest } = inputProps;
  return (
    <span className="pl-switch">
      <input
        {...rest}
        ref={ref}
        type="checkbox"
        role="switch"
        className="pl-switch__input"
        checked={checked}
        aria-checked={checked}
        aria-readonly={readOnly || undefined}
        onChange={(event) => {
          if (!readOnly) onChange(event.target.checked);
        }}
        onBlur={onBlur}
      />
      <span className="pl-switch__track" aria-hidden="true">
        <span className="pl-switch__thumb" />
      </span>
    </span>
  );
}

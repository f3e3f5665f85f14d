import type { ControlProps } from '../ControlProps';
import { useFormControl } from '../useFormControl';
import { TextAddons } from './TextAddons';
import { textOf } from './textOf';

/**
 * InputControl for an element with neither a mask nor suggestions, the most common field of all: the same
 * input (placeholder, maxLength, textAlign, addons) without the mask and suggestion hooks, so a long form
 * of plain fields mounts at the cost of its inputs (DESIGN §6, 1,000 fields).
 *
 * @example
 * <PlainInput element={{ id: 3, type: 'input', dataField: 'applicant', placeholder: 'Ф.И.Ш.' }} env={env} />
 */
export function PlainInput(props: ControlProps) {
  const { element } = props;
  const { value, onChange, onBlur, ref, inputProps } = useFormControl(props);
  return (
    <div className="pl-text-field">
      <TextAddons addons={element.addonElementsLeft} side="left" />
      <input
        {...inputProps}
        ref={ref}
        type="text"
        className="pl-input"
        value={textOf(value)}
        onChange={(event) => onChange(event.target.value)}
        placeholder={element.placeholder ?? undefined}
        maxLength={element.maxLength ?? undefined}
        style={element.textAlign ? { textAlign: element.textAlign } : undefined}
        onBlur={onBlur}
      />
      <TextAddons addons={element.addonElementsRight} side="right" />
    </div>
  );
}

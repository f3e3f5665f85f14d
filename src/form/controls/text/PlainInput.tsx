import type { ControlProps } from '../ControlProps';
import { useFormControl } from '../useFormControl';
import { TextAddons } from './TextAddons';
import { textInputAttributes } from './textInputAttributes';
import { textOf } from './textOf';

/**
 * InputControl for an element with neither a mask nor suggestions, the most common field of all: the same
 * input (placeholder, maxLength, textAlign, addons) without the mask and suggestion hooks, so a long form
 * of plain fields mounts at the cost of its inputs (docs/performance.md, 1,000 fields).
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
        {...textInputAttributes(element, inputProps)}
        ref={ref}
        value={textOf(value)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <TextAddons addons={element.addonElementsRight} side="right" />
    </div>
  );
}

import type { ControlProps } from './ControlProps';
import { useFormControl } from './useFormControl';

/**
 * Single-line text (`input`, `text`): placeholder, textAlign, maxLength as the browser's limit too.
 *
 * @example
 * <InputControl element={{ id: 3, type: 'input', dataField: 'applicant', isRequired: true }} env={env} />
 */
export function InputControl(props: ControlProps) {
  const { element } = props;
  const { value, onChange, onBlur, ref, inputProps } = useFormControl(props);
  return (
    <input
      {...inputProps}
      ref={ref}
      type="text"
      className="pl-input"
      value={typeof value === 'string' ? value : value == null ? '' : String(value)}
      placeholder={element.placeholder ?? undefined}
      style={element.textAlign ? { textAlign: element.textAlign } : undefined}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}

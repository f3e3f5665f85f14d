import { useController } from 'react-hook-form';
import type { ControlProps } from './ControlProps';
import { controlIds } from './controlIds';
import { shownError } from './shownError';

/**
 * The one hook every control stands on (react-admin's useInput): binds the element's dataField to
 * react-hook-form and says how the control must present itself.
 *
 * - `value`, `onChange`, `onBlur`, `ref`: the field; `onChange` takes the value itself, not an event.
 * - `error`: the translated message to show, or null. The dirty rule (docs/behaviour.md §5): a rule's message shows once
 *   the control was touched or changed, or after a submit; a server's message (docs/behaviour.md §5 remote errors)
 *   shows at once and goes when the value changes (the resolver revalidates the field).
 * - `inputProps`: spread on the control's focusable element: id (the label's `for`), name, disabled,
 *   readOnly, `aria-required`, `aria-invalid`, `aria-describedby` (hint and error), and `part="input"` so host
 *   pages restyle text inputs, textareas and select triggers through `::part(input)`.
 *
 * @example
 * const { value, onChange, onBlur, inputProps } = useFormControl(props);
 * return <input {...inputProps} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />;
 */
export function useFormControl({ element, env }: ControlProps) {
  const name = element.dataField ?? `__element_${element.id}`;
  const { field, fieldState, formState } = useController({ name, control: env.control });
  const ids = controlIds(env.idPrefix, element);
  const error = shownError(fieldState, formState.isSubmitted);
  const disabled = Boolean(element.isDisabled) || formState.isSubmitting;
  const readOnly = Boolean(element.isReadOnly);
  const describedBy = [element.hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
  return {
    name,
    value: field.value as unknown,
    onChange: field.onChange as (value: unknown) => void,
    onBlur: field.onBlur,
    ref: field.ref,
    error,
    disabled,
    readOnly,
    required: Boolean(element.isRequired),
    ids,
    inputProps: {
      id: ids.input,
      name,
      disabled,
      readOnly,
      'aria-required': element.isRequired ? true : undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      'aria-errormessage': error ? ids.error : undefined,
      part: 'input',
    },
  };
}

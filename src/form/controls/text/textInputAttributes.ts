import type { CSSProperties } from 'react';
import type { FormElementMeta } from '../../../core/api/formMeta';
import type { useFormControl } from '../useFormControl';

type ControlInputProps = ReturnType<typeof useFormControl>['inputProps'];

/** The attributes of an input control's text box: the control's own and those from its element. */
export interface TextInputAttributes extends ControlInputProps {
  type: 'text';
  className: string;
  placeholder: string | undefined;
  maxLength: number | undefined;
  style: CSSProperties | undefined;
}

/**
 * The attributes of an input control's text box, shared by PlainInput and FeaturedInput: useFormControl's
 * inputProps (id, name, disabled, aria-*) and the element's placeholder, maxLength and textAlign. A plain
 * function, not a hook: PlainInput mounts no hooks of its own beyond useFormControl (docs/performance.md, 1,000 fields).
 *
 * @example
 * <input {...textInputAttributes(element, inputProps)} ref={ref} value={text} onChange={change} />
 */
export function textInputAttributes(element: FormElementMeta, inputProps: ControlInputProps): TextInputAttributes {
  return {
    ...inputProps,
    type: 'text',
    className: 'pl-input',
    placeholder: element.placeholder ?? undefined,
    maxLength: element.maxLength ?? undefined,
    style: element.textAlign ? { textAlign: element.textAlign } : undefined,
  };
}

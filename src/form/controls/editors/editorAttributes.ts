/** The part of useFormControl's `inputProps` an editor's content element takes. */
export interface EditorInputProps {
  id: string;
  disabled: boolean;
  readOnly: boolean;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-errormessage'?: string;
}

/**
 * The attributes of an editor's focusable content element (a contenteditable, which `<label for>` cannot
 * name): the control's id, the field label by aria-labelledby, the hint, error and any extra descriptions,
 * and the required, invalid, read-only and disabled states spelt as ARIA.
 *
 * @example
 * editorAttributes(inputProps, ids.label, [keysHelpId]);
 * // { id: 'tf-1', 'aria-labelledby': 'tf-1-label', 'aria-describedby': 'tf-1-keys', ... }
 */
export function editorAttributes(inputProps: EditorInputProps, labelId: string, extraDescriptions: string[] = []): Record<string, string> {
  const attributes: Record<string, string> = { id: inputProps.id, 'aria-labelledby': labelId };
  const describedBy = [inputProps['aria-describedby'], ...extraDescriptions].filter(Boolean).join(' ');
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (inputProps['aria-required']) attributes['aria-required'] = 'true';
  if (inputProps['aria-invalid']) attributes['aria-invalid'] = 'true';
  if (inputProps['aria-errormessage']) attributes['aria-errormessage'] = inputProps['aria-errormessage'];
  if (inputProps.readOnly) attributes['aria-readonly'] = 'true';
  if (inputProps.disabled) attributes['aria-disabled'] = 'true';
  return attributes;
}

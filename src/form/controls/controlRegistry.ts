import type { ComponentType } from 'react';
import type { FormElementType } from '../../core/api/formMeta';
import { CheckboxControl } from './CheckboxControl';
import type { ControlProps } from './ControlProps';
import { FieldsetControl } from './FieldsetControl';
import { InputControl } from './InputControl';
import { LAZY_CONTROLS } from './lazyControls';
import { NumberControl } from './NumberControl';
import { SelectControl } from './SelectControl';
import { TextareaControl } from './TextareaControl';

/**
 * The one registry of form controls, keyed by the server's element type (docs/behaviour.md §5). The renderer looks a
 * type up here and draws nothing for a type it does not know (an administrator's typo must not break the
 * form). `tab` has no entry: tab containers draw their tabs themselves. The controls that are chunks of
 * their own come from LAZY_CONTROLS.
 *
 * @example
 * const Control = CONTROL_REGISTRY[element.type];
 * return Control ? <Control element={element} env={env} /> : null;
 */
export const CONTROL_REGISTRY: Partial<Record<FormElementType, ComponentType<ControlProps>>> = {
  input: InputControl,
  text: InputControl,
  textarea: TextareaControl,
  number: NumberControl,
  int: NumberControl,
  checkbox: CheckboxControl,
  select: SelectControl,
  multiselect: SelectControl,
  fieldset: FieldsetControl,
  ...LAZY_CONTROLS,
};

/** Types whose control draws its own label and frame (containers, buttons, html): the renderer adds none. */
export const FRAMELESS_TYPES: ReadonlySet<FormElementType> = new Set<FormElementType>([
  'button',
  'tab_container',
  'tab',
  'fieldset',
  'html',
]);

/** Types whose control is a lazy chunk: the renderer gives only these a Suspense boundary of their own. */
export const LAZY_TYPES: ReadonlySet<FormElementType> = new Set(Object.keys(LAZY_CONTROLS) as FormElementType[]);

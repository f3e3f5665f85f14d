import type { ReactNode } from 'react';
import type { FormElementMeta } from '../../core/api/formMeta';
import type { FormEnv } from '../controls/ControlProps';
import { FormElementView } from './FormElementView';
import type { GearLinks } from './GearLinks';

/**
 * The form renderer: a list of elements (the form's top level, a tab's or a fieldset's children) as grid
 * cells. Handed to controls as `env.renderElements`, so containers draw their children without importing it.
 *
 * @example
 * const env = { ...rest, renderElements: (elements) => renderFormElements(elements, env, gear) };
 */
export function renderFormElements(elements: readonly FormElementMeta[], env: FormEnv, gear: GearLinks | null): ReactNode {
  return elements.map((element) => <FormElementView key={element.id} element={element} env={env} gear={gear} />);
}

import { memo } from 'react';
import { ConditionalElement } from './ConditionalElement';
import { ElementCell, type ElementCellProps } from './ElementCell';

/**
 * One element of the tree as the renderer draws it: through ConditionalElement when it has a
 * displayCondition, straight to its cell otherwise. Memoised: the env and gear links are made once per form,
 * so elements redraw only for their own field's changes (docs/performance.md: 1,000 fields).
 *
 * @example
 * <FormElementView element={element} env={env} gear={gear} />
 */
export const FormElementView = memo(function FormElementView(props: ElementCellProps) {
  return props.element.displayCondition?.trim() ? <ConditionalElement {...props} /> : <ElementCell {...props} />;
});

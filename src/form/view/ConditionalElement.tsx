import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { elementVisible } from '../../core/form/elementVisible';
import { ElementCell, type ElementCellProps } from './ElementCell';

/**
 * An element with a displayCondition (docs/behaviour.md §5): the only kind that subscribes to the form's values, so a
 * keystroke re-renders the conditions, never the whole form; the cell itself is memoised and redraws only
 * when it appears. A condition that fails to evaluate leaves the element shown and is logged once per
 * message (docs/behaviour.md §9), not on every keystroke.
 *
 * @example
 * <ConditionalElement element={{ id: 9, type: 'input', dataField: 'reason', displayCondition: 'status == 3' }} env={env} gear={null} />
 */
export function ConditionalElement(props: ElementCellProps) {
  const { element, env } = props;
  const values = useWatch({ control: env.control }) as Record<string, unknown>;
  const logged = useRef<string | null>(null);
  const visible = elementVisible(element, values, env.evaluate, (error) => {
    const message = error instanceof Error ? error.message : String(error);
    if (logged.current === message) return;
    logged.current = message;
    console.warn(`[platon] display condition of form element ${element.id} failed; the element stays shown`, error);
  });
  return visible ? <ElementCell {...props} /> : null;
}

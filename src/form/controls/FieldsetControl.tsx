import { labelParts } from '../model/labelParts';
import type { ControlProps } from './ControlProps';

/**
 * A group of elements under a caption (docs/behaviour.md §5 fieldset): a real `<fieldset>` with its `<legend>`, its
 * children in their own 12-column grid. A disabled fieldset disables every control inside, as the browser does.
 *
 * @example
 * <FieldsetControl element={{ id: 4, type: 'fieldset', label: 'Манзил', children: [...] }} env={env} />
 */
export function FieldsetControl({ element, env }: ControlProps) {
  const parts = labelParts(element.label);
  const legend = parts.top || parts.left || parts.right || parts.bottom;
  return (
    <fieldset className="pl-fieldset" disabled={Boolean(element.isDisabled)} id={`${env.idPrefix}-${element.id}`}>
      {legend ? <legend className="pl-fieldset__legend">{legend}</legend> : null}
      <div className="pl-form__grid">{env.renderElements(element.children ?? [])}</div>
    </fieldset>
  );
}

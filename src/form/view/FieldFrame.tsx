import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import type { FormElementMeta } from '../../core/api/formMeta';
import { GEAR_LINK_PROPS } from '../../ui/gearLink';
import { controlIds } from '../controls/controlIds';
import type { FormEnv } from '../controls/ControlProps';
import { shownError } from '../controls/shownError';
import { elementEditName } from '../model/elementEditName';
import { labelParts } from '../model/labelParts';

export interface FieldFrameProps {
  element: FormElementMeta;
  env: FormEnv;
  /** The admin's gear link to this element's configuration (docs/behaviour.md §2), or null. */
  gearHref: string | null;
  onGear?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

/**
 * The frame around one field control: the label parts of docs/behaviour.md §5 (top, left, right, bottom; the first
 * non-empty one carries the red asterisk of a required field and is the `<label for>` of the control's
 * input), the hint, the error under the field (role alert) and the administrator's gear link.
 *
 * @example
 * <FieldFrame element={element} env={env} gearHref={null}><InputControl element={element} env={env} /></FieldFrame>
 */
export function FieldFrame({ element, env, gearHref, onGear, children }: FieldFrameProps) {
  const name = element.dataField ?? `__element_${element.id}`;
  const formState = useFormState({ control: env.control, name, exact: true });
  const fieldState = env.control.getFieldState(name, formState);
  const error = shownError(fieldState, formState.isSubmitted);
  const ids = controlIds(env.idPrefix, element);
  const parts = labelParts(element.label);
  const label = (key: 'top' | 'left' | 'right' | 'bottom') => {
    const text = parts[key];
    if (!text) return null;
    const first = parts.asteriskOn === key;
    const content = (
      <>
        {text}
        {first && element.isRequired ? (
          <span className="pl-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </>
    );
    // The first part names the control; the others are plain text beside it.
    return first ? (
      <label className={`pl-field__label pl-field__label--${key}`} id={ids.label} htmlFor={ids.input}>
        {content}
      </label>
    ) : (
      <span className={`pl-field__label pl-field__label--${key}`}>{content}</span>
    );
  };
  const gear = (className: string) =>
    gearHref ? (
      <a
        className={className}
        href={gearHref}
        onClick={onGear}
        {...GEAR_LINK_PROPS}
        aria-label={env.t('Таҳрирлаш: {0}', { 0: elementEditName(element, env.t) })}
      >
        ⚙
      </a>
    ) : null;
  return (
    <div className={`pl-field${error ? ' pl-field--invalid' : ''}`} data-field={element.dataField ?? undefined}>
      {parts.top ? (
        <div className="pl-field__top">
          {label('top')}
          {gear('pl-field__gear')}
        </div>
      ) : null}
      <div className="pl-field__row">
        {label('left')}
        <div className="pl-field__control">{children}</div>
        {label('right')}
        {/* Without a label row the gear ends the control's row: in the room above it, it covered the end of
            the cell above (a character counter read '0 / 10⚙'). */}
        {parts.top ? null : gear('pl-field__gear')}
      </div>
      {label('bottom')}
      {element.hint ? (
        <p className="pl-field__hint" id={ids.hint}>
          {element.hint}
        </p>
      ) : null}
      {error ? (
        <p className="pl-field__error" id={ids.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { buttonVariant } from '../../ui/buttonVariant';
import { Icon } from '../../ui/icons/Icon';
import { STYLE_RANK } from '../../ui/styles/styleRank';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { labelParts } from '../model/labelParts';
import { matchesShortKey, parseShortKey } from '../model/shortKey';
import { formButtonCss } from '../styles/formButtonCss';
import type { ControlProps } from './ControlProps';

/**
 * A form button (docs/behaviour.md §5, §2): a real `<button>`. Action 'submit' submits the form (the form's own save),
 * 'reset' goes back to the baseline (the loaded or last saved record), anything else is a link followed by
 * the host's link rules. `short_key` ('ctrl+s') presses it while the focus is anywhere in the form, and
 * `shortKeyLabel` is shown on it; `buttonIcon` is an icon class drawn before the label. A cssClass such as
 * 'btn btn-primary' or 'btn-danger' makes it the product's primary or danger button.
 *
 * @example
 * <ButtonControl element={{ id: 5, type: 'button', label: 'Сақлаш', action: 'submit', short_key: 'ctrl+s', shortKeyLabel: 'Ctrl+S' }} env={env} />
 */
export function ButtonControl({ element, env }: ControlProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useAdoptedStyles(ref, formButtonCss, STYLE_RANK.form);
  const action = (element.action ?? '').trim();
  const type = action === 'submit' ? 'submit' : action === 'reset' ? 'reset' : 'button';
  const { isSubmitting } = useFormState({ control: env.control });
  const parts = labelParts(element.label);
  const label = parts.top || parts.left || parts.right || parts.bottom;
  // The configured look ('btn btn-primary', 'btn-danger'), else primary for the form's save.
  const configured = buttonVariant(element.cssClass);
  const variant = configured !== 'default' ? configured : type === 'submit' ? 'primary' : 'default';

  useEffect(() => {
    const shortKey = parseShortKey(element.short_key);
    const form = ref.current?.form;
    if (!shortKey || !form) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesShortKey(event, shortKey) || ref.current?.disabled) return;
      // The browser's own meaning of the keys (Ctrl+S saves the page) must not fire as well.
      event.preventDefault();
      ref.current?.click();
    };
    form.addEventListener('keydown', onKeyDown);
    return () => form.removeEventListener('keydown', onKeyDown);
  }, [element.short_key]);

  return (
    <button
      ref={ref}
      id={`${env.idPrefix}-${element.id}`}
      type={type}
      part={variant === 'default' ? 'button' : `button ${variant}`}
      className={`pl-button pl-form-button${variant === 'default' ? '' : ` pl-button--${variant}`}`}
      disabled={Boolean(element.isDisabled) || isSubmitting}
      aria-keyshortcuts={element.short_key ? element.short_key.replace(/\bctrl\b/i, 'Control') : undefined}
      onClick={type === 'button' && action ? () => env.followLink(action) : undefined}
    >
      <Icon cssClass={element.buttonIcon} className="pl-form-button__icon" />
      <span>{label || element.placeholder || ''}</span>
      {element.shortKeyLabel ? <kbd className="pl-form-button__shortcut">{element.shortKeyLabel}</kbd> : null}
    </button>
  );
}

import type { FormElementMeta } from '../../core/api/formMeta';

/**
 * Whether the form's configuration brings its own save: a button element with action 'submit' that is always
 * shown (no display condition), at any depth of tabs and fieldsets. The screen then draws no second 'Сақлаш'
 * in its footer (issue 13: the kitchen sink showed two).
 *
 * @example
 * hasSubmitButton([{ id: 1, type: 'fieldset', children: [{ id: 2, type: 'button', action: 'submit' }] }]); // true
 */
export function hasSubmitButton(elements: readonly FormElementMeta[]): boolean {
  return elements.some(
    (element) =>
      !element.displayCondition?.trim() &&
      ((element.type === 'button' && element.action?.trim() === 'submit' && !element.isDisabled) ||
        hasSubmitButton(element.children ?? [])),
  );
}

import type { FieldErrors } from '../api/formContract';
import type { FormElementMeta } from '../api/formMeta';
import { elementVisible } from '../form/elementVisible';
import { FORM_VALUE_TYPES } from '../form/formValueTypes';
import { validateElement, type ValidationContext } from './validateElement';

/**
 * Every visible, editable field's first broken rule, keyed by dataField. An element hidden by its
 * displayCondition (or inside a hidden container) is skipped with its whole subtree, and so are disabled and
 * read-only ones: their values are not the user's to change, so the server never writes them either.
 *
 * @example
 * validateValues(definition.elements, values, { isEdit: true, values, evaluate: evaluateExpression });
 * // { applicant: { message: 'Майдонни тўлдириш керак' } }
 */
export function validateValues(
  elements: readonly FormElementMeta[],
  values: Record<string, unknown>,
  context: Omit<ValidationContext, 'values'>,
): FieldErrors {
  const errors: FieldErrors = {};
  const full: ValidationContext = { ...context, values };
  const walk = (list: readonly FormElementMeta[]) => {
    for (const element of list) {
      if (context.evaluate && !elementVisible(element, values, context.evaluate)) continue;
      const field = element.dataField;
      if (field && FORM_VALUE_TYPES.has(element.type) && !element.isDisabled && !element.isReadOnly && !errors[field]) {
        const error = validateElement(element, values[field], full);
        if (error) errors[field] = error;
      }
      if (element.children?.length) walk(element.children);
    }
  };
  walk(elements);
  return errors;
}

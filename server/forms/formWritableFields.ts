import type { FormElementMeta } from '../../src/core/api/formMeta';
import type { EvaluateExpression } from '../../src/core/expression/EvaluateExpression';
import { elementVisible } from '../../src/core/form/elementVisible';
import { FORM_VALUE_TYPES } from '../../src/core/form/formValueTypes';

/**
 * The field elements a save may write: visible for these values (an element hidden by its displayCondition
 * hides its whole subtree), neither disabled nor read-only. The same walk as validateValues, so the server
 * writes exactly what it validated and never a column no such element names (no mass assignment).
 *
 * @example
 * formWritableFields(elements, { is_urgent: false }, evaluateExpression).map((field) => field.dataField); // ['applicant', 'amount']
 */
export function formWritableFields(
  elements: readonly FormElementMeta[],
  values: Record<string, unknown>,
  evaluate: EvaluateExpression,
): FormElementMeta[] {
  const writable: FormElementMeta[] = [];
  const walk = (list: readonly FormElementMeta[]) => {
    for (const element of list) {
      if (!elementVisible(element, values, evaluate)) continue;
      if (element.dataField && FORM_VALUE_TYPES.has(element.type) && !element.isDisabled && !element.isReadOnly) writable.push(element);
      if (element.children?.length) walk(element.children);
    }
  };
  walk(elements);
  return writable;
}

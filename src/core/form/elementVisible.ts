import type { FormElementMeta } from '../api/formMeta';
import type { EvaluateExpression } from '../expression/EvaluateExpression';

/**
 * docs/behaviour.md §5: an element shows when it has no displayCondition, when the condition holds for the form values,
 * and also when evaluating it fails (the failure goes to `onError`, docs/behaviour.md §9). Hidden elements are neither
 * validated nor written, on both sides.
 *
 * @example
 * elementVisible({ id: 1, type: 'input', displayCondition: 'is_urgent' }, { is_urgent: true }, evaluateExpression); // true
 */
export function elementVisible(
  element: FormElementMeta,
  values: Record<string, unknown>,
  evaluate: EvaluateExpression,
  onError?: (error: unknown) => void,
): boolean {
  const condition = element.displayCondition?.trim();
  if (!condition) return true;
  try {
    return Boolean(evaluate(condition, values));
  } catch (error) {
    onError?.(error);
    return true;
  }
}

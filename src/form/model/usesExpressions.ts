import type { FormElementMeta } from '../../core/api/formMeta';

/**
 * Whether any element of the tree has a display condition or a custom validator: only then does the form
 * need the expression evaluator (jsep and the sandbox, a chunk of their own, docs/performance.md).
 *
 * @example
 * usesExpressions([{ id: 1, type: 'input', dataField: 'note', displayCondition: 'status == 3' }]); // true
 */
export function usesExpressions(elements: readonly FormElementMeta[]): boolean {
  return elements.some((element) =>
    Boolean(
      element.displayCondition?.trim() ||
      element.customValidator?.trim() ||
      (element.children?.length && usesExpressions(element.children)),
    ),
  );
}

import type { FormElementMeta } from '../../core/api/formMeta';
import type { EvaluateExpression } from '../../core/expression/EvaluateExpression';
import { usesExpressions } from '../model/usesExpressions';

/** Stands in for the evaluator in a form without expressions, where nothing ever asks it. */
const noExpressions: EvaluateExpression = () => {
  throw new Error('this form has no expressions');
};

/**
 * The expression evaluator a form of these elements needs (display conditions, custom validators): the
 * sandboxed one (src/core/expression/sandbox), downloaded only for a form that has expressions, so a page
 * with a plain form does not fetch jsep and the sandbox before it can show it (docs/performance.md).
 *
 * @example
 * const evaluate = await loadFormEvaluator(definition.elements);
 */
export async function loadFormEvaluator(elements: readonly FormElementMeta[]): Promise<EvaluateExpression> {
  if (!usesExpressions(elements)) return noExpressions;
  const { evaluateExpression } = await import('../../core/expression/sandbox/evaluateExpression');
  return evaluateExpression;
}

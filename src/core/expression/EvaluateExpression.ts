/**
 * The sandboxed expression evaluator the model is handed (docs/architecture.md: never eval / new Function). Injected
 * rather than imported so the model stays independent of which library the project settles on, and tests
 * can pass a tiny stand-in. It may throw on a bad expression; callers log and fall back (docs/behaviour.md §9).
 *
 * @example
 * const evaluate: EvaluateExpression = (expression, scope) => sandbox.evaluate(expression, scope);
 */
export type EvaluateExpression = (expression: string, scope: Record<string, unknown>) => unknown;

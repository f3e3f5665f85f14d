import type { FormDefinition, FormRecord } from '../../core/api/formContract';
import type { EvaluateExpression } from '../../core/expression/EvaluateExpression';

/**
 * Where loading a form stands: loading, loaded (the definition, the record when one was asked for, and the
 * expression evaluator the definition needs, see loadFormEvaluator), or
 * failed with the HTTP status the error view shows (0 when the server could not be reached) and the
 * server's message.
 *
 * @example
 * const state: FormLoadState = { status: 'failed', httpStatus: 404, message: 'Not Found' };
 */
export type FormLoadState =
  | { status: 'loading' }
  | { status: 'ready'; definition: FormDefinition; record: FormRecord | null; evaluate: EvaluateExpression }
  | { status: 'failed'; httpStatus: number; message: string; requestId?: string | null };

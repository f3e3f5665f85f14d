import { useEffect } from 'react';
import { ApiError } from '../../core/api/ApiError';
import { settledWithin } from '../../core/async/settledWithin';
import type { FormApi } from './FormApi';
import type { FormLoadState } from './FormLoadState';
import { preloadFormControls } from '../controls/lazyControls';
import { loadFormEvaluator } from './loadFormEvaluator';
import { logCallFailure } from '../../core/api/logCallFailure';
import { useTargetedAnswer } from '../../ui/useTargetedAnswer';

/**
 * Loads form `name` (`GET forms/{name}`) and, with a `recordId`, that record (`GET forms/{name}/records/{id}`),
 * side by side, then the expression evaluator when the definition has expressions and the chunks of its light
 * controls (preloadFormControls); again whenever `attempt` changes (the error view's retry). A load the form no longer waits for
 * (name or id changed, unmounted) is aborted. While `enabled` is false nothing is asked: a signed-in form
 * whose session just ended must not send a call that can only answer 401.
 *
 * @example
 * const state = useFormLoad(calls, 'appeals', 42, attempt, true);
 * if (state.status === 'ready') return <FormScreen definition={state.definition} record={state.record} ... />;
 */
export function useFormLoad(api: FormApi, name: string, recordId: string | number | null, attempt: number, enabled = true): FormLoadState {
  // The answer is kept with the load it answers: on the render where name, id or attempt change, the previous
  // answer must not show (a deleted record's values under a new record's key) before the effect resets it.
  const [state, answerer] = useTargetedAnswer<FormLoadState>(JSON.stringify([name, recordId, attempt]), LOADING);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const answer = answerer(controller.signal);
    answer(LOADING);
    const hasRecord = recordId !== null && recordId !== '';
    Promise.all([api.definition(name, controller.signal), hasRecord ? api.record(name, recordId, controller.signal) : Promise.resolve(null)])
      .then(async ([definition, record]) => {
        // The light controls' chunks (started when the definition arrived) are in before the first render; a
        // stalled one does not keep the form from showing, with a placeholder where that control is coming.
        const [evaluate] = await Promise.all([
          loadFormEvaluator(definition.elements),
          settledWithin(preloadFormControls(definition.elements), CONTROLS_WAIT_MS),
        ]);
        return { definition, record, evaluate };
      })
      .then(
        ({ definition, record, evaluate }) => answer({ status: 'ready', definition, record, evaluate }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          logCallFailure(`[platon] form ${name} could not be loaded`, error);
          answer({
            status: 'failed',
            httpStatus: error instanceof ApiError ? error.status : 0,
            message: error instanceof Error ? error.message : String(error),
            requestId: error instanceof ApiError ? error.requestId : null,
          });
        },
      );
    return () => controller.abort();
  }, [api, name, recordId, answerer, enabled]);
  return state;
}

const LOADING: FormLoadState = { status: 'loading' };

/** The longest a form's first drawing waits for its light controls' chunks. */
const CONTROLS_WAIT_MS = 3000;

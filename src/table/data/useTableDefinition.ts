import { useEffect, useRef } from 'react';
import { ApiError } from '../../core/api/ApiError';
import { logCallFailure } from '../../core/api/logCallFailure';
import type { TableApi } from './TableApi';
import { useTargetedAnswer } from '../../ui/useTargetedAnswer';
import type { TableDefinitionState } from './TableDefinitionState';

/**
 * Loads the definition of table `name` at `level` (`GET tables/{name}`), again whenever `attempt` changes
 * (the error view's retry). A call that the table no longer waits for (name changed, unmounted) is aborted.
 * While `enabled` is false nothing is asked and the state stays loading: a signed-in table whose session
 * just ended (logout on the way to the sign-in page) must not send a call that can only answer 401.
 * A definition the element prefetched that has already arrived shows in the first render, without a call.
 * A change of `refresh` (a form of the page saved something) loads it again quietly: the table already shown
 * stays, with its page, sort and filters, until the new definition arrives. Until the definition of the
 * current name and level has arrived the state reads loading, also in the render right after a rename: the
 * table must never draw (and query) the new name with the old definition's sort and columns.
 *
 * @example
 * const state = useTableDefinition(calls, 'appeals', 1, attempt, Boolean(token));
 * if (state.status === 'failed') return <ErrorView status={state.httpStatus} ... />;
 */
export function useTableDefinition(api: TableApi, name: string, level: number, attempt: number, enabled = true, refresh = 0): TableDefinitionState {
  // A prefetched definition that has arrived shows in the first render, and its load is not asked again.
  const arrived = useRef<string | null>(null);
  const [state, answerer] = useTargetedAnswer<TableDefinitionState>(JSON.stringify([name, level]), LOADING, () => {
    const definition = enabled ? (api.arrivedDefinition?.(name, level) ?? null) : null;
    if (definition) arrived.current = JSON.stringify([name, level, attempt]);
    return definition && { status: 'ready', definition };
  });
  const shown = useRef({ key: '', refresh });
  useEffect(() => {
    if (!enabled) return;
    const key = JSON.stringify([name, level, attempt]);
    const quiet = shown.current.key === key && shown.current.refresh !== refresh;
    shown.current = { key, refresh };
    if (arrived.current === key) {
      arrived.current = null;
      return;
    }
    const controller = new AbortController();
    const answer = answerer(controller.signal);
    if (!quiet) answer(LOADING);
    api.definition(name, level, controller.signal).then(
      (definition) => answer({ status: 'ready', definition }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        logCallFailure(`[platon] table ${name} could not be loaded`, error);
        answer({
          status: 'failed',
          httpStatus: error instanceof ApiError ? error.status : 0,
          requestId: error instanceof ApiError ? error.requestId : null,
        });
      },
    );
    return () => controller.abort();
  }, [api, name, level, answerer, attempt, enabled, refresh]);
  return state;
}

const LOADING: TableDefinitionState = { status: 'loading' };

import { settledWithin } from '../async/settledWithin';
import type { SessionStore } from './sessionStore';

/**
 * Resolves once the session's store holds the project info, or after `ms` if it never comes (its own call
 * failed, which the elements report); at once when it is already there.
 *
 * @example
 * await projectInfoArrival(store, 10_000);
 * store.getState().projectInfo?.session_cookie; // known now, unless the info never came
 */
export function projectInfoArrival(store: SessionStore, ms: number): Promise<void> {
  if (store.getState().projectInfo) return Promise.resolve();
  let stop = () => {};
  const arrived = new Promise<void>((resolve) => {
    stop = store.subscribe((state) => {
      if (state.projectInfo) resolve();
    });
  });
  return settledWithin(arrived, ms).finally(stop);
}

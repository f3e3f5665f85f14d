import type { ScriptCleanup, ScriptContext, ScriptSetup } from './ScriptContext';

/**
 * Run scripts, in the order listed, with one shared context, and return what undoes them: it aborts
 * `context.signal` and calls the cleanups the scripts returned (also those that resolve later). A script
 * that throws is reported under `label` and does not stop the others, like a plugin event handler.
 *
 * @example
 * const undo = runScripts(setups, { root, api, user, t, dialogs, page: 'home', component: 'stats' }, 'page home, component stats');
 */
export function runScripts<C extends ScriptContext>(setups: readonly ScriptSetup<C>[], base: Omit<C, 'signal'>, label: string): () => void {
  const controller = new AbortController();
  const context = { ...base, signal: controller.signal } as C;
  const cleanups: ScriptCleanup[] = [];
  const report = (error: unknown) => console.error(`[platon] script of ${label} failed`, error);
  const safely = (cleanup: ScriptCleanup) => {
    try {
      cleanup();
    } catch (error) {
      report(error);
    }
  };
  for (const setup of setups) {
    let result: ReturnType<ScriptSetup<C>>;
    try {
      result = setup(context);
    } catch (error) {
      report(error);
      continue;
    }
    Promise.resolve(result).then((cleanup) => {
      if (typeof cleanup !== 'function') return;
      if (controller.signal.aborted) safely(cleanup);
      else cleanups.push(cleanup);
    }, report);
  }
  return () => {
    controller.abort();
    for (const cleanup of cleanups.splice(0)) safely(cleanup);
  };
}

import type { PageScriptCleanup, PageScriptContext, PageScriptSetup } from './PageScriptContext';

/**
 * Run a component's scripts, in the order listed, with one shared context, and return what undoes them:
 * it aborts `context.signal` and calls the cleanups the scripts returned (also those that resolve later).
 * A script that throws is reported and does not stop the others, like a plugin event handler.
 */
export function runPageScripts(setups: readonly PageScriptSetup[], base: Omit<PageScriptContext, 'signal'>): () => void {
  const controller = new AbortController();
  const context: PageScriptContext = { ...base, signal: controller.signal };
  const cleanups: PageScriptCleanup[] = [];
  for (const setup of setups) {
    let result: ReturnType<PageScriptSetup>;
    try {
      result = setup(context);
    } catch (error) {
      report(base, error);
      continue;
    }
    Promise.resolve(result).then(
      (cleanup) => {
        if (typeof cleanup !== 'function') return;
        if (controller.signal.aborted) safely(base, cleanup);
        else cleanups.push(cleanup);
      },
      (error: unknown) => report(base, error),
    );
  }
  return () => {
    controller.abort();
    for (const cleanup of cleanups.splice(0)) safely(base, cleanup);
  };
}

function safely(base: Omit<PageScriptContext, 'signal'>, cleanup: PageScriptCleanup): void {
  try {
    cleanup();
  } catch (error) {
    report(base, error);
  }
}

function report(base: Omit<PageScriptContext, 'signal'>, error: unknown): void {
  console.error(`[platon] script of page ${base.page}, component ${base.component} failed`, error);
}

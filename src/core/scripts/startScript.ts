import { createDialogApi } from '../dialogs/createDialogApi';
import type { PlatonRuntime } from '../runtime/platonRuntime';
import { loadScriptModules } from './loadScriptModules';
import { resolveScriptUrl } from './resolveScriptUrl';
import type { ScriptContext } from './ScriptContext';
import { runScripts } from './runScripts';

/**
 * Start the script `entry` (a module URL of a definition, see resolveScriptUrl) of something an element of
 * `runtime` shows, for owners that show first and let their script catch up (a form element, a column
 * header) rather than wait for it as a page does. The script gets `context` plus the runtime's API client,
 * its user and dialogs opened at `context.root`. The returned function undoes it (runScripts), also while the
 * module is still loading: it then never runs.
 *
 * @example
 * useEffect(() => startScript(runtime, element.js, { root: cell, t, form: 'appeals', element: 12 }, 'form appeals, element 12'), [element.js]);
 */
export function startScript<C extends ScriptContext>(
  runtime: PlatonRuntime,
  entry: string,
  context: Omit<C, 'signal' | 'api' | 'user' | 'dialogs'>,
  label: string,
): () => void {
  const url = resolveScriptUrl(entry, runtime.store.getState().config.apiBase, globalThis.location.href);
  const base = {
    ...context,
    api: runtime.api,
    user: runtime.store.getState().user,
    dialogs: createDialogApi(runtime.dialogs, runtime.toasts, context.root),
  } as Omit<C, 'signal'>;
  let undo: (() => void) | null = null;
  let stopped = false;
  void loadScriptModules<C>([url]).then((modules) => {
    const setup = modules.get(url);
    if (!stopped && setup) undo = runScripts([setup], base, label);
  });
  return () => {
    stopped = true;
    undo?.();
  };
}

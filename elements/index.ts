import './startEarly';
import { logout } from '../src/core/auth/logout';
import { refreshUser } from '../src/core/auth/refreshUser';
import { createDialogApi } from '../src/core/dialogs/createDialogApi';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { definePlatonApp } from './platonApp';
import { definePlatonAuth } from './platonAuth';
import { definePlatonForm } from './platonForm';
import { definePlatonPage } from './platonPage';
import { definePlatonTable } from './platonTable';

/**
 * The bundle's entry: registers every element and exposes `window.Platon` for host pages:
 * `Platon.events.on('AfterLogin', fn)`, `Platon.session.getState().user`, `Platon.api.get('menus')`, and
 * `Platon.logout()`, a host's own sign-out button: the server logout and `platon:AfterLogout`, then every
 * element of the page shows its signed-out state (the page itself stays).
 *
 * `Platon.dialogs` opens the shell's dialogs (docs/behaviour.md §6) in the first mounted Platon element, each a promise
 * of the answer, and `Platon.session.refreshUser()` reloads the user (`GET user-refresh`) into the session:
 *
 * @example
 * if (await Platon.dialogs.confirm('Сақлансинми?')) await Platon.session.refreshUser();
 * const name = await Platon.dialogs.prompt({ title: 'Исм', label: 'Исм', required: true }); // null if cancelled
 */
const runtime = getRuntime();
(globalThis as { Platon?: unknown }).Platon ??= {
  events: runtime.events,
  // The store itself (getState, setState, subscribe) plus the one session action a plugin needs.
  session: { ...runtime.store, refreshUser: () => refreshUser(runtime) },
  dialogs: createDialogApi(runtime.dialogs, runtime.toasts),
  api: runtime.api,
  i18n: runtime.i18n,
  logout: () => logout(runtime),
};

// docs/behaviour.md §12: sampled reports of our own uncaught errors, sent only while the project turns reporting on. The
// reporter loads once the project info says reporting is on, so projects without it never download it.
const scriptBase = new URL('.', import.meta.url).href;
const whenReporting = (on: boolean | undefined) => {
  if (!on) return false;
  void import('../src/core/errors/installErrorReporting').then(({ installErrorReporting }) =>
    installErrorReporting({ api: runtime.api, store: runtime.store, scriptBase }),
  );
  return true;
};
if (!whenReporting(runtime.store.getState().projectInfo?.errorReporting)) {
  const stop = runtime.store.subscribe((state) => {
    if (whenReporting(state.projectInfo?.errorReporting)) stop();
  });
}

definePlatonApp();
definePlatonAuth();
definePlatonPage();
definePlatonTable();
definePlatonForm();

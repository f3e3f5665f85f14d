import { logout } from '../src/core/auth/logout';
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
 */
const runtime = getRuntime();
(globalThis as { Platon?: unknown }).Platon ??= {
  events: runtime.events,
  session: runtime.store,
  api: runtime.api,
  i18n: runtime.i18n,
  logout: () => logout(runtime),
};

definePlatonApp();
definePlatonAuth();
definePlatonPage();
definePlatonTable();
definePlatonForm();

import { preloadableLazy } from '../../src/ui/preloadableLazy';

/** `<platon-app>`'s shell (router, sidebar, header, dialogs), its own chunk: preloaded by startApp. */
export const AppShellView = preloadableLazy(() => import('../../src/shell/AppShell').then((m) => m.AppShell));

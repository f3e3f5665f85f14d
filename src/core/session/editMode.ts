import { localStore } from '../storage/localStore';
import type { SessionState, SessionStore } from './sessionStore';

/** Where one user's edit mode is remembered: per user, so a shared browser does not hand it to the next one. */
export function editModeKey(userId: number | string): string {
  return `platon:edit-mode:${userId}`;
}

const followed = new WeakSet<SessionStore>();

/**
 * Keeps the store's `editMode` (the top bar's 'Таҳрирлаш режими' switch) and its derived `editLinks` up to
 * date: the signed-in user's remembered choice, reloaded when another user signs in or another tab flips it,
 * and `editLinks` off while Ctrl+Shift+D shows the user's view. Called by the shell and by `<platon-table>`
 * as they mount (once per store; again is a no-op), so every element of a page follows one switch. It lives
 * outside the session store so the start-up code and a page with only a form pay nothing for it.
 *
 * @example
 * useEffect(() => followEditMode(runtime.store), [runtime]);
 */
export function followEditMode(store: SessionStore): void {
  if (followed.has(store)) return;
  followed.add(store);
  const sync = (state: SessionState, reload: boolean) => {
    const editMode = reload ? rememberedEditMode(state) : state.editMode === true;
    const editLinks = editMode && !state.forceUser;
    if (editMode !== state.editMode || editLinks !== state.editLinks) store.setState({ editMode, editLinks });
  };
  store.subscribe((state, previous) => sync(state, state.user?.id !== previous.user?.id));
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      const id = store.getState().user?.id;
      if (id != null && event.key === editModeKey(id)) sync(store.getState(), true);
    });
  }
  sync(store.getState(), true);
}

/** Turns the signed-in user's edit mode on or off, here and in every later page of theirs. */
export function setEditMode(store: SessionStore, on: boolean): void {
  const id = store.getState().user?.id;
  if (id != null) localStore.set(editModeKey(id), on || null);
  store.setState((state) => ({ editMode: on, editLinks: on && !state.forceUser }));
}

function rememberedEditMode(state: SessionState): boolean {
  const id = state.user?.id;
  return id != null && localStore.get<boolean>(editModeKey(id)) === true;
}

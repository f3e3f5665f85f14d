import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { homeTarget } from '../../core/menu/homeTarget';
import { loadMenus } from '../../core/menu/loadMenus';
import { useShell } from '../routing/ShellContext';

/**
 * `/` for a signed-in user (docs/behaviour.md §1): go to the homepage menu item, the configured redirect or the first
 * table; with nowhere to go it shows nothing.
 */
export function HomeView() {
  const { runtime, router } = useShell();
  const homeRedirect = useStore(runtime.store, (s) => s.projectInfo?.homeRedirect ?? null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    loadMenus(runtime)
      .then((menus) => {
        const target = homeTarget(menus, homeRedirect);
        if (live && target) router.navigate(target, { replace: true });
      })
      .catch((error) => console.warn('[platon] menus unavailable', error))
      .finally(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, [runtime, router, homeRedirect]);
  return done ? null : <div className="pl-spinner" role="status" aria-busy="true" />;
}

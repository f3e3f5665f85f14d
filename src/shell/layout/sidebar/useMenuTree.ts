import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { MenuItem } from '../../../core/api/contract';
import { loadMenus } from '../../../core/menu/loadMenus';
import type { PlatonRuntime } from '../../../core/runtime/platonRuntime';

export interface MenuTreeLoad {
  status: 'loading' | 'ready' | 'failed';
  items: MenuItem[];
  retry(): void;
}

/** The page's shared menu tree (loadMenus), reloaded when a different user signs in on the same page. */
export function useMenuTree(runtime: PlatonRuntime): MenuTreeLoad {
  const userId = useStore(runtime.store, (s) => s.user?.id ?? null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<MenuTreeLoad, 'retry'>>({ status: 'loading', items: [] });
  useEffect(() => {
    let live = true;
    loadMenus(runtime).then(
      (items) => live && setState({ status: 'ready', items }),
      (error) => {
        console.warn('[platon] menus unavailable', error);
        if (live) setState((previous) => ({ status: 'failed', items: previous.items }));
      },
    );
    return () => {
      live = false;
    };
  }, [runtime, userId, attempt]);
  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, status: 'loading' }));
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}

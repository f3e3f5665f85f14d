import { useSyncExternalStore } from 'react';
import type { RouteLocation } from '../../core/router/routeLocation';
import { useShell } from './ShellContext';

/** The current route; re-renders on navigation. */
export function useRouteLocation(): RouteLocation {
  const { router } = useShell();
  return useSyncExternalStore(router.subscribe, router.getLocation);
}

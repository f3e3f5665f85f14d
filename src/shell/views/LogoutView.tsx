import { useEffect } from 'react';
import { useShell } from '../routing/ShellContext';

/**
 * `/system/logout` opened as an address (typed, reloaded, bookmarked): the same confirmation a logout link
 * opens (docs/behaviour.md §1). Declining goes home, replacing this address so Back does not ask again.
 */
export function LogoutView() {
  const { router, confirmLogout } = useShell();
  useEffect(() => {
    confirmLogout(() => router.navigate('/', { replace: true }));
  }, [router, confirmLogout]);
  return null;
}

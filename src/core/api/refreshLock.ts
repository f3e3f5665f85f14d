/** The Web Locks name every tab of one origin queues on before spending the shared refresh token. */
const LOCK_NAME = 'platon:refresh-token';

/**
 * Runs `exchange` while holding a lock shared by every tab of this origin (Web Locks API), so two tabs whose
 * access tokens expire together do not both spend the one refresh token they share: the second waits, then
 * finds the pair the first one stored. Browsers without Web Locks just run it (the server's short reuse
 * grace still keeps such a race from ending the session).
 */
export function withRefreshLock<T>(exchange: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks?.request) return exchange();
  return locks.request(LOCK_NAME, exchange) as Promise<T>;
}

import { useState } from 'react';
import { localStore } from '../../core/storage/localStore';
import { STORAGE_KEYS } from '../../core/storage/storageKeys';

/**
 * The active tab of a tab container (docs/behaviour.md §5): remembered in local storage under `f:tab:index:` +
 * saveStateKey when the element has one, else starting at its activeTab, else the first tab. A stored index
 * beyond the tabs (the administrator removed one) falls back the same way.
 *
 * @example
 * const [active, setActive] = useRememberedTab('appeal-tabs', 0, 3);
 */
export function useRememberedTab(
  saveStateKey: string | null | undefined,
  activeTab: number | null | undefined,
  count: number,
): [number, (index: number) => void] {
  const key = saveStateKey ? STORAGE_KEYS.tabIndex(saveStateKey) : null;
  const [active, setActive] = useState(() => {
    const stored = key ? localStore.get<number>(key) : null;
    const inRange = (index: unknown): index is number =>
      typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < count;
    if (inRange(stored)) return stored;
    return inRange(activeTab) ? activeTab : 0;
  });
  const choose = (index: number) => {
    setActive(index);
    if (key) localStore.set(key, index);
  };
  return [active, choose];
}

import { localStore } from '../storage/localStore';
import { STORAGE_KEYS } from '../storage/storageKeys';
import type { MenuOrder } from './MenuOrder';

/**
 * The sidebar's persisted choices (docs/behaviour.md §2 local storage): the user's sibling order (`menuOrder`) and whether
 * drag-and-drop reordering is unlocked (`isDraggingAllowed`). Stored values are validated on read, so a
 * hand-edited or foreign value yields the defaults instead of breaking the menu.
 *
 * @example
 * menuPreferences.writeOrder({ root: [3, 1, 2] });
 * menuPreferences.resetOrder(); // back to the server's order
 */
export const menuPreferences = {
  readOrder(): MenuOrder {
    return parseMenuOrder(localStore.get<unknown>(STORAGE_KEYS.menuOrder));
  },
  writeOrder(order: MenuOrder): void {
    localStore.set(STORAGE_KEYS.menuOrder, order);
  },
  resetOrder(): void {
    localStore.remove(STORAGE_KEYS.menuOrder);
  },
  readDraggingAllowed(): boolean {
    return localStore.get<unknown>(STORAGE_KEYS.isDraggingAllowed) === true;
  },
  writeDraggingAllowed(allowed: boolean): void {
    localStore.set(STORAGE_KEYS.isDraggingAllowed, allowed);
  },
};

function parseMenuOrder(raw: unknown): MenuOrder {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const order: MenuOrder = {};
  for (const [key, ids] of Object.entries(raw)) {
    if (Array.isArray(ids)) order[key] = ids.filter((id): id is number => Number.isInteger(id));
  }
  return order;
}

import { useEffect, useState } from 'react';
import type { PluginEvent } from '../../core/events/pluginEvents';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';

const SAVES: readonly PluginEvent[] = ['OnFormInsert', 'OnFormUpdate', 'OnFormDelete', 'OnFormHardDelete'];

/**
 * A number that grows whenever a form of this page saved or deleted a record (the plugin events of docs/behaviour.md §10).
 * The shell hands it to the table of the route (`refresh`), so the table behind a modal form shows the saved
 * data, still on its page and sort, while tables and forms stay unaware of each other.
 *
 * @example
 * const reloadKey = useDataReloadKey(runtime);
 * <TableElement refresh={reloadKey} ... />
 */
export function useDataReloadKey(runtime: PlatonRuntime): number {
  const [key, setKey] = useState(0);
  useEffect(() => {
    const bump = () => setKey((n) => n + 1);
    const offs = SAVES.map((event) => runtime.events.on(event, bump));
    return () => offs.forEach((off) => off());
  }, [runtime]);
  return key;
}

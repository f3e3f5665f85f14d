import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { usePortalRoot } from '../../ui/PortalRoot';

// The dialog primitives (and floating-ui) load with the first dialog a script asks for, not with every element.
const ScriptDialogLayer = lazy(() => import('./ScriptDialogLayer').then((m) => ({ default: m.ScriptDialogLayer })));

/**
 * Shows the dialogs page scripts and plugins ask for (core/dialogs) that belong to this element, inside its
 * shadow root (the portal root of its ElementFrame): one modal at a time, in the order asked, and any
 * temporary tooltips beside it. Rendered by every element's RuntimeGate, which makes the element a host.
 */
export function ScriptDialogHost({ runtime }: { runtime: PlatonRuntime }) {
  const portalRoot = usePortalRoot();
  const [hostId, setHostId] = useState<number | null>(null);
  const requests = useStore(runtime.dialogs, (s) => s.requests);

  useEffect(() => {
    const host = (portalRoot?.getRootNode() as ShadowRoot | Document | undefined) ?? null;
    if (!host || !('host' in host)) return;
    const { hostId: id, release } = runtime.dialogs.register(host.host);
    setHostId(id);
    return release;
  }, [runtime, portalRoot]);

  const mine = requests.filter((request) => request.hostId === hostId);
  if (!mine.length) return null;
  return (
    <Suspense fallback={null}>
      <ScriptDialogLayer requests={mine} runtime={runtime} />
    </Suspense>
  );
}

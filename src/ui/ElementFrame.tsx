import { useRef, useState, type ReactNode } from 'react';
import { PortalRootContext } from './PortalRoot';
import { platonCss } from './styles/platonCss';
import { useAdoptedStyles } from './useAdoptedStyles';

/**
 * The outermost node of every element: adopts the shared stylesheet and provides the portal root for
 * floating layers. `part="frame"` lets host pages style the frame through `::part(frame)`.
 */
export function ElementFrame({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [portalRoot, setPortalRoot] = useState<HTMLElement | null>(null);
  useAdoptedStyles(ref, platonCss);
  return (
    <div ref={ref} className={`pl-frame ${className ?? ''}`} part="frame">
      <PortalRootContext.Provider value={portalRoot}>{children}</PortalRootContext.Provider>
      <div ref={setPortalRoot} className="pl-layers" />
    </div>
  );
}

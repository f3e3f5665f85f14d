import { autoUpdate, flip, FloatingPortal, offset, shift, useFloating, type Placement, type VirtualElement } from '@floating-ui/react';
import { useEffect, useLayoutEffect } from 'react';
import { usePortalRoot } from './PortalRoot';
import { TOOLTIP_MARGIN } from './Tooltip';
import { useDialogStyles } from './styles/useDialogStyles';

export interface TemporaryTooltipProps {
  /** The element to point at (or a virtual one: a point); nothing shows while it is null. */
  anchor: Element | VirtualElement | null;
  text: string;
  /** How long it stays, in ms. */
  duration?: number;
  placement?: Placement;
  /** Called when the time is up (clear `anchor` here). */
  onDone(): void;
}

/**
 * A text shown at an element for a moment ("Copied", "Saved"), 20 px from the viewport's edges (docs/behaviour.md §6,
 * §9). It is a polite status rather than a tooltip, so screen readers announce it without moving focus.
 * {@link useTemporaryTooltip} keeps the state for it.
 */
export function TemporaryTooltip({ anchor, text, duration = 1500, placement = 'top', onDone }: TemporaryTooltipProps) {
  useDialogStyles();
  const portalRoot = usePortalRoot();
  const { refs, floatingStyles } = useFloating({
    open: Boolean(anchor),
    elements: { reference: anchor instanceof Element ? anchor : null },
    placement,
    strategy: 'fixed',
    middleware: [offset(8), flip({ padding: TOOLTIP_MARGIN }), shift({ padding: TOOLTIP_MARGIN })],
    whileElementsMounted: autoUpdate,
  });

  // A point has no element to observe; it is only the box the tooltip is placed against.
  useLayoutEffect(() => {
    if (anchor && !(anchor instanceof Element)) refs.setPositionReference(anchor);
  }, [refs, anchor]);

  useEffect(() => {
    if (!anchor) return;
    const timer = setTimeout(onDone, duration);
    return () => clearTimeout(timer);
    // A new anchor or text restarts the clock; a new onDone identity must not.
  }, [anchor, text, duration]);

  if (!anchor || !portalRoot) return null;
  return (
    <FloatingPortal root={portalRoot}>
      <div ref={refs.setFloating} className="pl-tooltip pl-tooltip--temporary" style={floatingStyles} role="status" aria-live="polite">
        {text}
      </div>
    </FloatingPortal>
  );
}

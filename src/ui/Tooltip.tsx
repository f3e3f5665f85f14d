import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useState, type HTMLProps, type ReactNode } from 'react';
import { usePortalRoot } from './PortalRoot';
import { useDialogStyles } from './styles/useDialogStyles';

/** docs/behaviour.md §12: tooltips keep 20 px from the viewport's edges. */
export const TOOLTIP_MARGIN = 20;

/** What the trigger spreads onto itself: the ref, the hover/focus handlers and, while shown, aria-describedby. */
export type TooltipTriggerProps = Record<string, unknown> & { ref: (node: HTMLElement | null) => void };

export interface TooltipProps {
  text: string;
  placement?: Placement;
  /** Render the trigger with the given props spread on it, so it stays a real button, link or input. */
  children(triggerProps: TooltipTriggerProps): ReactNode;
}

/**
 * A hover and keyboard-focus tooltip: shown after a short hover or at once on focus, hidden on leave, blur or
 * Escape. It describes its trigger (`aria-describedby` → `role="tooltip"`), so a screen reader reads it with
 * the trigger's own name. Use it for extra hints, never as the trigger's only label.
 *
 * @example
 * <Tooltip text={t('Юклаб олиш')}>{(p) => <button {...p} aria-label={t('Юклаб олиш')}>⤓</button>}</Tooltip>
 */
export function Tooltip(props: TooltipProps) {
  useDialogStyles();
  const portalRoot = usePortalRoot();
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: props.placement ?? 'top',
    strategy: 'fixed',
    middleware: [offset(8), flip({ padding: TOOLTIP_MARGIN }), shift({ padding: TOOLTIP_MARGIN })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false, delay: { open: 300, close: 0 } }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const triggerProps = getReferenceProps({ ref: refs.setReference } as HTMLProps<Element>) as TooltipTriggerProps;
  return (
    <>
      {props.children(triggerProps)}
      {open && portalRoot ? (
        <FloatingPortal root={portalRoot}>
          <div ref={refs.setFloating} className="pl-tooltip" style={floatingStyles} {...getFloatingProps()}>
            {props.text}
          </div>
        </FloatingPortal>
      ) : null}
    </>
  );
}

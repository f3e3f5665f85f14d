import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import type { ReactNode, RefObject } from 'react';
import { usePortalRoot } from '../../../ui/PortalRoot';
import type { Translate } from '../../../ui/useTranslator';

export interface PickerPopoverProps {
  /** The field the popover hangs under. */
  anchor: Element | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's accessible name ('Сана танлаш', 'Вақтни танлаш'). */
  label: string;
  /** What gets focus on opening (the focused day of a calendar, the hour of a time picker). */
  initialFocus: RefObject<HTMLElement | null>;
  /** Empties the field (SPEC §5: clearing is allowed). */
  onClear: () => void;
  t: Translate;
  /** Extra footer buttons before Clear and Close (the calendar's Today). */
  footerStart?: ReactNode;
  children: ReactNode;
}

/**
 * The floating dialog of the date and time controls (SPEC §2.9: clear and close buttons shown), in the
 * element's own shadow root. Focus moves in on opening and back to what opened it on closing; Escape and a
 * press outside close it. Not modal: the rest of the form stays reachable.
 *
 * @example
 * <PickerPopover anchor={field} open={open} onOpenChange={setOpen} label={t('Сана танлаш')} initialFocus={dayRef} onClear={clear} t={t}>
 *   <CalendarGrid ... />
 * </PickerPopover>
 */
export function PickerPopover({ anchor, open, onOpenChange, label, initialFocus, onClear, t, footerStart, children }: PickerPopoverProps) {
  const portalRoot = usePortalRoot();
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange,
    placement: 'bottom-start',
    strategy: 'fixed',
    elements: { reference: anchor },
    middleware: [offset(4), flip({ padding: 20 }), shift({ padding: 20 })],
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps } = useInteractions([useDismiss(context)]);
  if (!open || !portalRoot) return null;
  return (
    <FloatingPortal root={portalRoot}>
      <FloatingFocusManager context={context} modal={false} initialFocus={initialFocus} returnFocus>
        <div ref={refs.setFloating} className="pl-picker" role="dialog" aria-label={label} style={floatingStyles} {...getFloatingProps()}>
          {children}
          <div className="pl-picker__foot">
            {footerStart}
            <button type="button" part="button" className="pl-button" onClick={onClear}>
              {t('Тозалаш')}
            </button>
            <button type="button" part="button" className="pl-button" onClick={() => onOpenChange(false)}>
              {t('Ёпиш')}
            </button>
          </div>
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}

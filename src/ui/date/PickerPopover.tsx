import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { STYLE_RANK } from '../styles/styleRank';
import { useAdoptedStyles } from '../useAdoptedStyles';
import { pickerCss } from './pickerCss';
import { usePortalRoot } from '../PortalRoot';
import type { Translate } from '../useTranslator';

export interface PickerPopoverProps {
  /** The field the popover hangs under. */
  anchor: Element | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's accessible name ('Сана танлаш', 'Вақтни танлаш'). */
  label: string;
  /** What gets focus on opening (the focused day of a calendar, the hour of a time picker). */
  initialFocus: RefObject<HTMLElement | null>;
  /** Empties the field (docs/behaviour.md §5: clearing is allowed). */
  onClear: () => void;
  t: Translate;
  /** Extra footer buttons before Clear and Close (the calendar's Today). */
  footerStart?: ReactNode;
  children: ReactNode;
}

/**
 * The floating dialog of the date and time controls (docs/behaviour.md §5: clear and close buttons shown), in the
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
  // The popup's own sheet goes where it opens, so a form control and a table filter draw the same one.
  const anchorRef = useRef(anchor);
  anchorRef.current = anchor;
  useAdoptedStyles(anchorRef, pickerCss, STYLE_RANK.shared);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange,
    placement: 'bottom-start',
    strategy: 'fixed',
    elements: { reference: anchor },
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      // Never taller than the room left: the footer's Close stays reachable on a short window.
      size({
        padding: 8,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(200, availableHeight)}px`;
        },
      }),
    ],
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
